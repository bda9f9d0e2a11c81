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
});
