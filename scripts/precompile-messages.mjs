// Turbopack loader for the message catalogues (src/messages/<locale>/<namespace>.json, decision 030):
// every message is compiled from ICU syntax at build time (icu-minify), so the browser formats it
// with next-intl's small precompiled formatter instead of shipping and running an ICU parser.
// Lists keep their shape (`t.raw` reads their length and ids); each string in them is compiled too, as the
// legal pages format every paragraph by its path (`legal.agb.sections.0.paragraphs.1`).
import compile from 'icu-minify/compile';

/** The catalogue with each message compiled, wherever it sits. */
export function precompileCatalogue(node) {
  if (typeof node === 'string') return compile(node);
  if (Array.isArray(node)) return node.map(precompileCatalogue);
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, precompileCatalogue(value)]));
  return node;
}

export default function precompileMessagesLoader(source) {
  const compiled = precompileCatalogue(JSON.parse(source));
  // A JSON.parse of a string literal is parsed faster than the same object as JavaScript.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}
