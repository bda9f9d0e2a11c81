import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { OWN_SCRIPT_IDS } from '@/lib/inline-scripts';
import { inlineScripts, scriptHash } from '../http/inline-scripts';
import { joinFlightPushes } from './fill-in';
import { MARKER, placeholderTokens } from './values';

/**
 * After `next build`: where the build's placeholders stand decides whether the server can fill them in
 * as it serves (docs/decisions/035-deployment-values-in-memory.md). Allowed: the prerendered pages (HTML,
 * payloads, segments, route handler bodies) and the browser's scripts. Refused: the server's own code
 * (it must read the deployment from its environment at run time), an inline script (its hash is in the
 * page's script policy), and a length-prefixed text of a payload (filling it in would break the length).
 */

const TEXT_FILE = /\.(html|rsc|js|mjs|cjs|json|meta|body|txt|xml|webmanifest)$/;

function* filesUnder(directory: string, skip: readonly string[]): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* filesUnder(path, skip);
    } else if (entry.isFile()) yield path;
  }
}

/** Rows of a React Server Components payload whose length is written before them: a value inside would change it. */
function placeholderInTextRow(rsc: string): string | null {
  const bytes = Buffer.from(rsc, 'utf8');
  const pattern = /([0-9a-f]+):T([0-9a-f]+),/g;
  const text = bytes.toString('latin1');
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const length = Number.parseInt(match[2] ?? '0', 16);
    const start = match.index + match[0].length;
    const row = bytes.subarray(start, start + length).toString('utf8');
    if (row.includes(MARKER)) return row.slice(Math.max(0, row.indexOf(MARKER) - 60), row.indexOf(MARKER) + 60);
    pattern.lastIndex = start + length;
  }
  return null;
}

/**
 * Checks every text file of the build `nextDir` and returns how many hold placeholders; throws on the
 * first one that stands where the server cannot fill it in.
 */
export function checkPlaceholders(nextDir: string): number {
  // The placeholders themselves, not the marker: the server's own code that fills them in names the marker.
  const tokens = placeholderTokens();
  let holding = 0;
  for (const file of filesUnder(nextDir, ['cache'])) {
    if (!TEXT_FILE.test(file)) continue;
    const name = relative(nextDir, file).split(sep).join('/');
    const raw = readFileSync(file, 'utf8');
    const text = file.endsWith('.html') ? joinFlightPushes(raw) : raw;
    if (!tokens.some((token) => text.includes(token))) continue;
    holding += 1;
    if (name.startsWith('server/') && /\.(m|c)?js$/.test(name))
      throw new Error(`${name}: server code holds a deployment placeholder; read the value from the environment at run time.`);
    if (file.endsWith('.html') && inlineScripts(text).some((script) => script.includes(MARKER)))
      throw new Error(`${name}: an inline script holds a deployment placeholder; its hash in the page's script policy would not match.`);
    if (file.endsWith('.rsc')) {
      const inside = placeholderInTextRow(text);
      if (inside)
        throw new Error(`${name}: a deployment value stands in a text of 1024 characters or more ("…${inside}…"); split that text.`);
    }
  }
  if (holding === 0) throw new Error('The build holds no deployment placeholder: was it built with `npm run build` (scripts/build.ts)?');
  return holding;
}

/** The text of our own inline script with `id` in a page, if it has it. */
function ownScript(html: string, id: string): string | undefined {
  return new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
}

/**
 * Every prerendered page (`/de/kontakt` for `server/app/de/kontakt.html`) with the hashes of its inline
 * scripts, for the page's script policy (src/server/http/page-csp.ts), and the hashes of our own layout's
 * scripts as the build wrote them (`own`, for pages rendered per request), written to `.next/script-hashes.json`.
 * Throws when two pages carry different texts of one of our scripts.
 */
export function writeScriptHashes(nextDir: string): number {
  const app = join(nextDir, 'server', 'app');
  const pages: Record<string, string[]> = {};
  const own = new Map<string, string>();
  for (const file of filesUnder(app, [])) {
    if (!file.endsWith('.html')) continue;
    const route = `/${relative(app, file).split(sep).join('/')}`.replace(/\.html$/, '');
    const html = readFileSync(file, 'utf8');
    const scripts = inlineScripts(html);
    // An inline script made from a compiled function must not call a helper its compiler added elsewhere.
    if (scripts.some((script) => script.includes('__name(')))
      throw new Error(`${route}: an inline script calls __name(), a helper of the compiler that is not in the page.`);
    pages[route] = [...new Set(scripts.map(scriptHash))];
    for (const id of Object.values(OWN_SCRIPT_IDS)) {
      const text = ownScript(html, id);
      if (text === undefined) continue;
      if (own.has(id) && own.get(id) !== text) throw new Error(`${route}: the inline script #${id} differs from another page's.`);
      own.set(id, text);
    }
  }
  writeFileSync(join(nextDir, 'script-hashes.json'), JSON.stringify({ pages, own: [...own.values()].map(scriptHash) }));
  return Object.keys(pages).length;
}
