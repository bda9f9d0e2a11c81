// First-load JavaScript per route: the scripts each prerendered page starts when the visitor first acts
// (docs/decisions/031-javascript-on-intent.md; nothing runs before), as the server sends
// them (Brotli, src/server/http/static-assets.ts) and gzipped for comparison.
// Run after `npm run build`; writes reports/size.md and fails above the budget in README.md.
// Usage: npm run size
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedHtmlFiles, startupScripts } from '../build/intent-loader.ts';
import { locales } from '../src/i18n/locales.ts';

/** KiB of JavaScript, as sent (Brotli), a page may load to become interactive (README "Budgets"). */
export const FIRST_LOAD_BUDGET_KIB = Number(process.env.SIZE_BUDGET_KIB ?? 145);

const APP = '.next/server/app';
/** Pages that are not pages of the site: framework fallbacks. */
const SKIP = new Set(['_not-found', '_global-error']);

if (!existsSync(APP)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const sizes = new Map();
/** Bytes of a script as sent (its Brotli copy, written by the build) and gzipped. */
function scriptSize(src) {
  if (!sizes.has(src)) {
    const file = path.join('.next', src.replace(/^\/_next\//, '').split('?')[0]);
    if (!existsSync(`${file}.br`)) throw new Error(`${file}.br is missing: the build writes it (scripts/build.ts).`);
    sizes.set(src, { sent: statSync(`${file}.br`).size, gzip: gzipSync(readFileSync(file), { level: 9 }).length });
  }
  return sizes.get(src);
}

/** `/de/usecase/handwerk.html` → route `/usecase/handwerk` and language `de`. */
function routeOf(file) {
  const relative = path.relative(APP, file).replace(/\.html$/, '');
  const [locale, ...rest] = relative.split(path.sep);
  return locales.includes(locale) ? { locale, route: `/${rest.join('/')}` } : null;
}

const routes = new Map();
for (const file of prerenderedHtmlFiles(APP)) {
  const where = routeOf(file);
  if (!where || SKIP.has(where.route.slice(1))) continue;
  const html = readFileSync(file, 'utf8');
  // Those the page's loader adds after the first paint, or its head loads (noModule polyfills for
  // old browsers never load in a browser that runs modules).
  const scripts = startupScripts(html);
  if (scripts.length === 0) throw new Error(`${file} loads no script: has the build output or build/intent-loader.ts changed?`);
  const bytes = scripts.reduce((sum, src) => sum + scriptSize(src).sent, 0);
  const gzip = scripts.reduce((sum, src) => sum + scriptSize(src).gzip, 0);
  const current = routes.get(where.route);
  if (!current || bytes > current.bytes) routes.set(where.route, { bytes, gzip, scripts: scripts.length, locale: where.locale });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [...routes.entries()].sort(([a], [b]) => a.localeCompare(b));
const over = rows.filter(([, row]) => row.bytes > FIRST_LOAD_BUDGET_KIB * 1024);
const table = [
  `# First-load JavaScript per route`,
  '',
  `Size of the scripts each prerendered page starts when the visitor first acts (largest of its three languages; before that the page runs none, docs/decisions/031-javascript-on-intent.md), as the server sends them (Brotli, quality 11) and gzipped for comparison; budget ${FIRST_LOAD_BUDGET_KIB} KiB as sent. Measured by \`npm run size\` after \`npm run build\`.`,
  '',
  '| route | scripts | first-load JS (KiB, as sent) | gzip (KiB) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    ([route, row]) =>
      `| \`${route}\` | ${row.scripts} | ${kib(row.bytes)}${row.bytes > FIRST_LOAD_BUDGET_KIB * 1024 ? ' **over budget**' : ''} | ${kib(row.gzip)} |`,
  ),
  '',
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/size.md', table.join('\n'));
console.log(table.join('\n'));
if (rows.length === 0) {
  console.error('No prerendered pages found.');
  process.exit(1);
}
if (over.length) {
  console.error(`${over.length} route(s) over the budget of ${FIRST_LOAD_BUDGET_KIB} KiB.`);
  process.exit(1);
}
