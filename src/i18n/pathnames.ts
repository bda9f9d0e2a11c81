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
  '/preise': { en: '/pricing', el: '/times' },
  '/sicherheit': { en: '/trust-centre', el: '/asfaleia' },
  '/integrationen': { en: '/integrations', el: '/diasyndeseis' },
  '/usecase': { en: '/industries', el: '/klados' },
  '/usecase/immobilien': { en: '/industries/real-estate', el: '/klados/akinita' },
  '/usecase/ecommerce': { en: '/industries/ecommerce', el: '/klados/ilektroniko-emporio' },
  '/usecase/gesundheitswesen': { en: '/industries/healthcare', el: '/klados/ygeia' },
  '/usecase/anwaltskanzleien': { en: '/industries/law-firms', el: '/klados/dikigorika-grafeia' },
  '/usecase/steuerberatung': { en: '/industries/tax-advisors', el: '/klados/logistika-grafeia' },
  '/usecase/handwerk': { en: '/industries/trades', el: '/klados/techniki-epangelmata' },
  '/usecase/gastronomie': { en: '/industries/hospitality', el: '/klados/estiasi' },
  '/kundengeschichten': { en: '/customer-stories', el: '/istories-pelaton' },
  '/usecase/immobilien/makler-duesseldorf': {
    en: '/industries/real-estate/estate-agency-duesseldorf',
    el: '/klados/akinita/mesitiko-ntiseldorf',
  },
  '/usecase/immobilien/hausverwaltung-nuernberg': {
    en: '/industries/real-estate/property-management-nuremberg',
    el: '/klados/akinita/diacheirisi-akiniton-nyremvergi',
  },
  '/usecase/immobilien/bautraeger-frankfurt': {
    en: '/industries/real-estate/developer-frankfurt',
    el: '/klados/akinita/kataskevastiki-frankfourti',
  },
  '/usecase/ecommerce/modeshop-hamburg': {
    en: '/industries/ecommerce/fashion-shop-hamburg',
    el: '/klados/ilektroniko-emporio/katastima-modas-amvourgo',
  },
  '/usecase/ecommerce/elektronik-koeln': {
    en: '/industries/ecommerce/electronics-retailer-cologne',
    el: '/klados/ilektroniko-emporio/ilektronika-koloni',
  },
  '/usecase/ecommerce/naturkosmetik-muenchen': {
    en: '/industries/ecommerce/natural-cosmetics-munich',
    el: '/klados/ilektroniko-emporio/fysika-kallyntika-monacho',
  },
  '/usecase/gesundheitswesen/hausarztpraxis-freiburg': {
    en: '/industries/healthcare/gp-practice-freiburg',
    el: '/klados/ygeia/iatreio-genikis-iatrikis-fraimpourgk',
  },
  '/usecase/gesundheitswesen/zahnarztpraxis-regensburg': {
    en: '/industries/healthcare/dental-practice-regensburg',
    el: '/klados/ygeia/odontiatreio-regkensmpourgk',
  },
  '/usecase/gesundheitswesen/mvz-frankfurt': {
    en: '/industries/healthcare/medical-centre-frankfurt',
    el: '/klados/ygeia/polyiatreio-frankfourti',
  },
  '/usecase/anwaltskanzleien/arbeitsrecht-koeln': {
    en: '/industries/law-firms/employment-law-cologne',
    el: '/klados/dikigorika-grafeia/ergatiko-dikaio-koloni',
  },
  '/usecase/anwaltskanzleien/familienrecht-muenster': {
    en: '/industries/law-firms/family-law-muenster',
    el: '/klados/dikigorika-grafeia/oikogeneiako-dikaio-mynster',
  },
  '/usecase/anwaltskanzleien/wirtschaftskanzlei-stuttgart': {
    en: '/industries/law-firms/commercial-law-stuttgart',
    el: '/klados/dikigorika-grafeia/emporiko-dikaio-stoutgardi',
  },
  '/usecase/steuerberatung/einzelkanzlei-kassel': {
    en: '/industries/tax-advisors/solo-tax-practice-kassel',
    el: '/klados/logistika-grafeia/forotechniko-grafeio-kasel',
  },
  '/usecase/steuerberatung/steuerberatungsgesellschaft-hannover': {
    en: '/industries/tax-advisors/tax-firm-hanover',
    el: '/klados/logistika-grafeia/forotechniki-etaireia-anovero',
  },
  '/usecase/steuerberatung/buchhaltungsbuero-rostock': {
    en: '/industries/tax-advisors/accounting-firm-rostock',
    el: '/klados/logistika-grafeia/logistiko-grafeio-rostok',
  },
  '/usecase/handwerk/elektro-hannover': {
    en: '/industries/trades/electrical-contractor-hanover',
    el: '/klados/techniki-epangelmata/ilektrologos-anovero',
  },
  '/usecase/handwerk/malerbetrieb-leipzig': {
    en: '/industries/trades/painters-leipzig',
    el: '/klados/techniki-epangelmata/elaiochromatistes-leipsia',
  },
  '/usecase/handwerk/haustechnik-dortmund': {
    en: '/industries/trades/heating-plumbing-dortmund',
    el: '/klados/techniki-epangelmata/ydravlika-thermansi-ntortmount',
  },
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
