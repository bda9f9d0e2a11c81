// Turbopack loader for the message catalogues (src/messages/<locale>/<namespace>.json, decision 030):
// every message is compiled from ICU syntax at build time (icu-minify), so the browser formats it
// with next-intl's small precompiled formatter instead of shipping and running an ICU parser.
// Lists keep their shape (`t.raw` reads their length and ids); each string in them is compiled too, as the
// legal pages format every paragraph by its path (`legal.agb.sections.0.paragraphs.1`).
import compile from 'icu-minify/compile';

// A Turbopack loader runs in Node as JavaScript (Next.js loads it with require): hence this one file of
// the build in JavaScript, its types in JSDoc for the TypeScript that imports it.

/** @typedef {string | number | boolean | null | Json[] | { [key: string]: Json }} Json */

/**
 * The catalogue with each message compiled, wherever it sits.
 * @param {Json} node
 * @returns {unknown}
 */
export function precompileCatalogue(node) {
  if (typeof node === 'string') return compile(node);
  if (Array.isArray(node)) return node.map(precompileCatalogue);
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, precompileCatalogue(value)]));
  return node;
}

/**
 * Paths (key lists) of the catalogue's lists: once compiled, a message with arguments is an array too.
 * @param {Json} node
 * @param {(string | number)[]} [path]
 * @returns {(string | number)[][]}
 */
export function listPaths(node, path = []) {
  if (Array.isArray(node)) return [path, ...node.flatMap((item, index) => listPaths(item, [...path, index]))];
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([key, value]) => listPaths(value, [...path, key]));
  return [];
}

/**
 * The module: the compiled catalogue, its lists marked with `Symbol.for('catalogue.list')` (not enumerable,
 * so not sent anywhere) for code that walks a catalogue's structure (src/i18n/catalogue-list.ts).
 * @param {string} source
 * @returns {string}
 */
export default function precompileMessagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = precompileCatalogue(catalogue);
  // A JSON.parse of a string literal is parsed faster than the same object as JavaScript.
  return [
    `const catalogue = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
    `for (const path of ${JSON.stringify(listPaths(catalogue))})`,
    "  Object.defineProperty(path.reduce((node, key) => node[key], catalogue), Symbol.for('catalogue.list'), { value: true });",
    'export default catalogue;',
  ].join('\n');
}
