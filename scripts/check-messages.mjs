// Fails when the three catalogues' keys (or placeholders) differ; run by `npm test`.
import { fileURLToPath } from 'node:url';
import { compareCatalogues, readCatalogues } from '../tests/support/catalogue-check.ts';

const directory = fileURLToPath(new URL('../src/messages', import.meta.url));
const problems = compareCatalogues(readCatalogues(directory), 'de');
if (problems.length > 0) {
  console.error(`Message catalogues differ (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Message catalogues: de, en and el have the same keys.');
