// Fails when the catalogues' languages are not the site's, or their keys (or placeholders) differ; run by `npm test`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultLocale, locales } from '../src/i18n/locales.ts';
import { compareCatalogues, readCatalogues } from '../tests/support/catalogue-check.ts';

const directory = fileURLToPath(new URL('../src/messages', import.meta.url));
const folders = readdirSync(directory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const problems = [
  ...locales.filter((locale) => !folders.includes(locale)).map((locale) => `${locale}: a language without catalogues`),
  ...folders.filter((folder) => !locales.includes(folder)).map((folder) => `${folder}: catalogues of no language in src/i18n/locales.ts`),
  ...compareCatalogues(readCatalogues(directory), defaultLocale),
];
if (problems.length > 0) {
  console.error(`Message catalogues differ (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogues: ${locales.join(', ')} have the same keys.`);
