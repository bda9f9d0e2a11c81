/**
 * The pages whose address has words of its own in a language, by their own path: the German one, which
 * the app's routes and every `href` in the code use. Each language module names its address for every one
 * of them (the compiler refuses a module that lacks one); a page whose address reads the same in every
 * language is not listed (pathnames.test.ts). The order is the routing table's.
 */
export const pagePaths = [
  '/kontakt',
  '/karriere',
  '/termin',
  '/termin/strategie',
  '/anfrage',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/preise',
  '/sicherheit',
  '/integrationen',
  '/usecase',
  '/usecase/immobilien',
  '/usecase/ecommerce',
  '/usecase/gesundheitswesen',
  '/usecase/anwaltskanzleien',
  '/usecase/steuerberatung',
  '/usecase/handwerk',
  '/usecase/gastronomie',
  '/kundengeschichten',
  '/usecase/immobilien/makler-duesseldorf',
  '/usecase/immobilien/hausverwaltung-nuernberg',
  '/usecase/immobilien/bautraeger-frankfurt',
  '/usecase/ecommerce/modeshop-hamburg',
  '/usecase/ecommerce/elektronik-koeln',
  '/usecase/ecommerce/naturkosmetik-muenchen',
  '/usecase/gesundheitswesen/hausarztpraxis-freiburg',
  '/usecase/gesundheitswesen/zahnarztpraxis-regensburg',
  '/usecase/gesundheitswesen/mvz-frankfurt',
  '/usecase/anwaltskanzleien/arbeitsrecht-koeln',
  '/usecase/anwaltskanzleien/familienrecht-muenster',
  '/usecase/anwaltskanzleien/wirtschaftskanzlei-stuttgart',
  '/usecase/steuerberatung/einzelkanzlei-kassel',
  '/usecase/steuerberatung/steuerberatungsgesellschaft-hannover',
  '/usecase/steuerberatung/buchhaltungsbuero-rostock',
  '/usecase/handwerk/elektro-hannover',
  '/usecase/handwerk/malerbetrieb-leipzig',
  '/usecase/handwerk/haustechnik-dortmund',
] as const;

export type PagePath = (typeof pagePaths)[number];

/** A language's address of each listed page, without the language's prefix. */
export type PageAddresses = { readonly [Path in PagePath]: string };

/** The addresses of the language the page paths are written in: the paths themselves. */
export const pagePathsThemselves = Object.fromEntries(pagePaths.map((path) => [path, path])) as PageAddresses;
