import { defineLanguage } from './language';

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
});
