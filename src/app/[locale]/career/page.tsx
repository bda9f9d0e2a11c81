// Alias: /career is the same screen as /karriere, which it names as canonical.
export { default, generateMetadata } from '../karriere/page';
