import type { Locale } from './locales';

type OtherLocale = Exclude<Locale, 'de'>;

/**
 * Addresses in the reader's language. A page's own path is its German one (the app's routes
 * and every `href` in the code use it); English and Greek readers get these words instead, in
 * Latin letters (Greeklish for Greek), as Greek sites write their addresses. The old addresses
 * (`/en/kontakt`) answer with a permanent redirect to the new ones (proxy.ts).
 */
export const localizedPathnames = {
  '/kontakt': { en: '/contact', el: '/epikoinonia' },
  '/karriere': { en: '/careers', el: '/kariera' },
  '/termin': { en: '/book-a-call', el: '/rantevou' },
  '/termin/strategie': { en: '/book-a-call/strategy-session', el: '/rantevou/stratigiki-synantisi' },
  '/anfrage': { en: '/enquiry', el: '/aitima' },
  '/impressum': { en: '/legal-notice', el: '/stoicheia-etaireias' },
  '/datenschutz': { en: '/privacy', el: '/aporrito' },
  '/agb': { en: '/terms', el: '/oroi' },
  '/usecase': { en: '/industries', el: '/klados' },
  '/usecase/immobilien': { en: '/industries/real-estate', el: '/klados/akinita' },
  '/usecase/ecommerce': { en: '/industries/ecommerce', el: '/klados/ilektroniko-emporio' },
  '/usecase/gesundheitswesen': { en: '/industries/healthcare', el: '/klados/ygeia' },
  '/usecase/anwaltskanzleien': { en: '/industries/law-firms', el: '/klados/dikigorika-grafeia' },
  '/usecase/steuerberatung': { en: '/industries/tax-advisors', el: '/klados/logistika-grafeia' },
  '/usecase/handwerk': { en: '/industries/trades', el: '/klados/techniki-epangelmata' },
  '/usecase/gastronomie': { en: '/industries/hospitality', el: '/klados/estiasi' },
} as const satisfies Record<string, Record<OtherLocale, string>>;

type InternalPath = keyof typeof localizedPathnames;

const isLocalized = (path: string): path is InternalPath => Object.hasOwn(localizedPathnames, path);

/** The address of a page (by its own, German path, without prefix) in a language, still without prefix. */
export function translatePathname(path: string, locale: Locale): string {
  return locale !== 'de' && isLocalized(path) ? localizedPathnames[path][locale] : path;
}

const internalByAddress = new Map<string, string>(
  Object.entries(localizedPathnames).flatMap(([internal, addresses]) =>
    Object.entries(addresses).map(([locale, address]): [string, string] => [`${locale}:${address}`, internal]),
  ),
);

/** The page's own path for an address a reader of `locale` uses (the inverse of translatePathname). */
export function internalPathname(address: string, locale: Locale): string {
  return internalByAddress.get(`${locale}:${address}`) ?? address;
}

/** For an old address under /en or /el (the German word), the one that replaced it; else null. */
export function replacedAddress(path: string, locale: Locale): string | null {
  if (locale === 'de' || !isLocalized(path)) return null;
  const address: string = localizedPathnames[path][locale];
  return address === path ? null : address;
}

/**
 * The same table in next-intl's shape, so its links, usePathname and router speak these
 * addresses. Typed loosely on purpose: links to pages without words of their own (/services)
 * pass through unchanged.
 */
export const routingPathnames: Record<string, Record<Locale, string>> = Object.fromEntries(
  Object.entries(localizedPathnames).map(([internal, addresses]) => [internal, { de: internal, ...addresses }]),
);
