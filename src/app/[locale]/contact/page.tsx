// Alias: /contact is the same screen as /kontakt, which it names as canonical.
export { default, generateMetadata } from '../kontakt/page';
