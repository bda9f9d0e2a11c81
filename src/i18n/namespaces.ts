/** Every catalogue file under src/messages/<locale>/; add a namespace here when you add a file. */
export const namespaces = ['common', 'home', 'contact', 'career', 'forms', 'api', 'mail'] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespaces client components read; everything else is rendered on the server only. */
export const clientNamespaces = ['common'] as const;
