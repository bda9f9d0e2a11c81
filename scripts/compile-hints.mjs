// V8 explicit compile hints (Chrome 136+): a script that starts with the magic comment below has all
// its functions compiled eagerly, on the background thread that streams it, instead of lazily on the
// main thread when the page first calls them (docs/decisions/016-compile-hints.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a page runs at start-up: the framework's root chunks (build-manifest.json) and, from
 * every route's client reference manifest, the chunks its layouts and page load before hydration.
 * Chunks loaded later (dynamic imports) are not among them.
 */
export function startupChunks(buildManifest, clientReferenceManifests) {
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests) {
    // `entryJSFiles` maps each layout and page to an array of chunk paths: an object without nested objects.
    const entries = /"entryJSFiles":(\{[^{}]*\})/.exec(manifest)?.[1];
    for (const files of Object.values(entries ? JSON.parse(entries) : {})) for (const file of files) chunks.add(file);
  }
  return [...chunks].sort();
}

/** The script with the compile hint on its first line; unchanged if it already has it. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map for the script moved down by the hint's one line. */
export function shiftedSourceMap(map) {
  const parsed = JSON.parse(map);
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/** Every client reference manifest of the build's app routes. */
export function readClientReferenceManifests(appDirectory) {
  return readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => readFileSync(join(appDirectory, file), 'utf8'));
}
