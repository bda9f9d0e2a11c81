import { defineLanguage } from './language';

export const english = defineLanguage({
  code: 'en',
  name: 'English',
  nativeName: 'English',
  flag:
    '<rect width="24" height="18" fill="#012169"/>' +
    '<path d="M0 0l24 18M24 0L0 18" stroke="#fff" stroke-width="3.6"/><path d="M0 0l24 18M24 0L0 18" stroke="#c8102e" stroke-width="1.2"/>' +
    '<path d="M12 0v18M0 9h24" stroke="#fff" stroke-width="6"/><path d="M12 0v18M0 9h24" stroke="#c8102e" stroke-width="3.6"/>',
  openGraphLocale: 'en_GB',
  // English speakers call from everywhere: a number without its country code is not guessed.
  phoneCountry: undefined,
  browserLanguages: ['en'],
  // No time zone decides English: a first visit the browser does not decide stays German.
  timeZones: [],
  pageAddresses: {
    '/kontakt': '/contact',
    '/karriere': '/careers',
    '/termin': '/book-a-call',
    '/termin/strategie': '/book-a-call/strategy-session',
    '/anfrage': '/enquiry',
    '/impressum': '/legal-notice',
    '/datenschutz': '/privacy',
    '/agb': '/terms',
    '/preise': '/pricing',
    '/sicherheit': '/trust-centre',
    '/integrationen': '/integrations',
    '/usecase': '/industries',
    '/usecase/immobilien': '/industries/real-estate',
    '/usecase/ecommerce': '/industries/ecommerce',
    '/usecase/gesundheitswesen': '/industries/healthcare',
    '/usecase/anwaltskanzleien': '/industries/law-firms',
    '/usecase/steuerberatung': '/industries/tax-advisors',
    '/usecase/handwerk': '/industries/trades',
    '/usecase/gastronomie': '/industries/hospitality',
    '/kundengeschichten': '/customer-stories',
    '/usecase/immobilien/makler-duesseldorf': '/industries/real-estate/estate-agency-duesseldorf',
    '/usecase/immobilien/hausverwaltung-nuernberg': '/industries/real-estate/property-management-nuremberg',
    '/usecase/immobilien/bautraeger-frankfurt': '/industries/real-estate/developer-frankfurt',
    '/usecase/ecommerce/modeshop-hamburg': '/industries/ecommerce/fashion-shop-hamburg',
    '/usecase/ecommerce/elektronik-koeln': '/industries/ecommerce/electronics-retailer-cologne',
    '/usecase/ecommerce/naturkosmetik-muenchen': '/industries/ecommerce/natural-cosmetics-munich',
    '/usecase/gesundheitswesen/hausarztpraxis-freiburg': '/industries/healthcare/gp-practice-freiburg',
    '/usecase/gesundheitswesen/zahnarztpraxis-regensburg': '/industries/healthcare/dental-practice-regensburg',
    '/usecase/gesundheitswesen/mvz-frankfurt': '/industries/healthcare/medical-centre-frankfurt',
    '/usecase/anwaltskanzleien/arbeitsrecht-koeln': '/industries/law-firms/employment-law-cologne',
    '/usecase/anwaltskanzleien/familienrecht-muenster': '/industries/law-firms/family-law-muenster',
    '/usecase/anwaltskanzleien/wirtschaftskanzlei-stuttgart': '/industries/law-firms/commercial-law-stuttgart',
    '/usecase/steuerberatung/einzelkanzlei-kassel': '/industries/tax-advisors/solo-tax-practice-kassel',
    '/usecase/steuerberatung/steuerberatungsgesellschaft-hannover': '/industries/tax-advisors/tax-firm-hanover',
    '/usecase/steuerberatung/buchhaltungsbuero-rostock': '/industries/tax-advisors/accounting-firm-rostock',
    '/usecase/handwerk/elektro-hannover': '/industries/trades/electrical-contractor-hanover',
    '/usecase/handwerk/malerbetrieb-leipzig': '/industries/trades/painters-leipzig',
    '/usecase/handwerk/haustechnik-dortmund': '/industries/trades/heating-plumbing-dortmund',
  },
  fontSubsets: [],
  company: {
    // As registered in Cyprus.
    legalForm: { variable: 'NEXT_PUBLIC_COMPANY_LEGAL_FORM', fallback: 'Private Limited Company', registered: true },
    location: { variable: 'NEXT_PUBLIC_COMPANY_LOCATION_EN', fallback: 'Nicosia, Cyprus' },
  },
});
