import { defineLanguage } from './language';
import { pagePathsThemselves } from './page-paths';

export const german = defineLanguage({
  code: 'de',
  name: 'German',
  nativeName: 'Deutsch',
  flag: '<rect width="24" height="6" fill="#000"/><rect y="6" width="24" height="6" fill="#dd0000"/><rect y="12" width="24" height="6" fill="#ffce00"/>',
  openGraphLocale: 'de_DE',
  phoneCountry: 'DE',
  // de-DE, de-AT, de-CH and the other German regions alike.
  browserLanguages: ['de'],
  timeZones: ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'],
  // The app's routes are named in German: its addresses are the page paths.
  pageAddresses: pagePathsThemselves,
  fontSubsets: [],
  company: {
    legalForm: {
      variable: 'NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE',
      fallback: 'Gesellschaft mit beschränkter Haftung nach zyprischem Recht (Private Limited Company)',
    },
    location: { variable: 'NEXT_PUBLIC_COMPANY_LOCATION_DE', fallback: 'Nikosia, Zypern' },
  },
});
