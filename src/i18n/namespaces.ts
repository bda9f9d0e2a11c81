/** Every catalogue file under src/messages/<locale>/; add a namespace here when you add a file. */
export const namespaces = [
  'common',
  'home',
  'services',
  'voiceAgent',
  'chatAgent',
  'automation',
  'about',
  'aboutExtended',
  'booking',
  'strategySession',
  'contact',
  'career',
  'industries',
  'immobilien',
  'ecommerce',
  'gesundheitswesen',
  'anwaltskanzleien',
  'steuerberatung',
  'handwerk',
  'gastronomie',
  'legal',
  'forms',
  'api',
  'mail',
  'staff',
  'offline',
  'crash',
  'chat',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespaces client components read; everything else is rendered on the server only. */
export const clientNamespaces = ['common'] as const;
