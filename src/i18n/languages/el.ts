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
});
