import { defineLanguage } from './language';

export const greek = defineLanguage({
  code: 'el',
  name: 'Greek',
  nativeName: 'Ελληνικά',
  flag:
    '<rect width="24" height="18" fill="#0d5eaf"/>' +
    '<rect y="2" width="24" height="2" fill="#fff"/><rect y="6" width="24" height="2" fill="#fff"/>' +
    '<rect y="10" width="24" height="2" fill="#fff"/><rect y="14" width="24" height="2" fill="#fff"/>' +
    '<rect width="10" height="10" fill="#0d5eaf"/><path d="M5 0v10M0 5h10" stroke="#fff" stroke-width="2"/>',
  openGraphLocale: 'el_GR',
  phoneCountry: 'GR',
  // `gr` is the country, not a language, but some browsers send it.
  browserLanguages: ['el', 'gr'],
  // Cyprus speaks Greek too.
  timeZones: ['Europe/Athens', 'Asia/Nicosia', 'Europe/Nicosia'],
  // Greeklish, as Greek sites write their addresses.
  pageAddresses: {
    '/kontakt': '/epikoinonia',
    '/karriere': '/kariera',
    '/termin': '/rantevou',
    '/termin/strategie': '/rantevou/stratigiki-synantisi',
    '/anfrage': '/aitima',
    '/impressum': '/stoicheia-etaireias',
    '/datenschutz': '/aporrito',
    '/agb': '/oroi',
    '/preise': '/times',
    '/sicherheit': '/asfaleia',
    '/integrationen': '/diasyndeseis',
    '/usecase': '/klados',
    '/usecase/immobilien': '/klados/akinita',
    '/usecase/ecommerce': '/klados/ilektroniko-emporio',
    '/usecase/gesundheitswesen': '/klados/ygeia',
    '/usecase/anwaltskanzleien': '/klados/dikigorika-grafeia',
    '/usecase/steuerberatung': '/klados/logistika-grafeia',
    '/usecase/handwerk': '/klados/techniki-epangelmata',
    '/usecase/gastronomie': '/klados/estiasi',
    '/kundengeschichten': '/istories-pelaton',
    '/usecase/immobilien/makler-duesseldorf': '/klados/akinita/mesitiko-ntiseldorf',
    '/usecase/immobilien/hausverwaltung-nuernberg': '/klados/akinita/diacheirisi-akiniton-nyremvergi',
    '/usecase/immobilien/bautraeger-frankfurt': '/klados/akinita/kataskevastiki-frankfourti',
    '/usecase/ecommerce/modeshop-hamburg': '/klados/ilektroniko-emporio/katastima-modas-amvourgo',
    '/usecase/ecommerce/elektronik-koeln': '/klados/ilektroniko-emporio/ilektronika-koloni',
    '/usecase/ecommerce/naturkosmetik-muenchen': '/klados/ilektroniko-emporio/fysika-kallyntika-monacho',
    '/usecase/gesundheitswesen/hausarztpraxis-freiburg': '/klados/ygeia/iatreio-genikis-iatrikis-fraimpourgk',
    '/usecase/gesundheitswesen/zahnarztpraxis-regensburg': '/klados/ygeia/odontiatreio-regkensmpourgk',
    '/usecase/gesundheitswesen/mvz-frankfurt': '/klados/ygeia/polyiatreio-frankfourti',
    '/usecase/anwaltskanzleien/arbeitsrecht-koeln': '/klados/dikigorika-grafeia/ergatiko-dikaio-koloni',
    '/usecase/anwaltskanzleien/familienrecht-muenster': '/klados/dikigorika-grafeia/oikogeneiako-dikaio-mynster',
    '/usecase/anwaltskanzleien/wirtschaftskanzlei-stuttgart': '/klados/dikigorika-grafeia/emporiko-dikaio-stoutgardi',
    '/usecase/steuerberatung/einzelkanzlei-kassel': '/klados/logistika-grafeia/forotechniko-grafeio-kasel',
    '/usecase/steuerberatung/steuerberatungsgesellschaft-hannover': '/klados/logistika-grafeia/forotechniki-etaireia-anovero',
    '/usecase/steuerberatung/buchhaltungsbuero-rostock': '/klados/logistika-grafeia/logistiko-grafeio-rostok',
    '/usecase/handwerk/elektro-hannover': '/klados/techniki-epangelmata/ilektrologos-anovero',
    '/usecase/handwerk/malerbetrieb-leipzig': '/klados/techniki-epangelmata/elaiochromatistes-leipsia',
    '/usecase/handwerk/haustechnik-dortmund': '/klados/techniki-epangelmata/ydravlika-thermansi-ntortmount',
  },
  fontSubsets: ['greek'],
  company: {
    legalForm: { variable: 'NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL', fallback: 'Ιδιωτική Εταιρεία Περιορισμένης Ευθύνης' },
    location: { variable: 'NEXT_PUBLIC_COMPANY_LOCATION_EL', fallback: 'Λευκωσία, Κύπρος' },
  },
});
