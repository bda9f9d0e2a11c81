// Spec §2 alias: /contact is the same screen as /kontakt, which it names as canonical.
export { default, generateMetadata } from '../kontakt/page';
