// V8 explicit compile hints (Chrome 136+): a script that starts with the magic comment below has all
// its functions compiled eagerly, on the background thread that streams it, instead of lazily on the
// main thread when the page first calls them (docs/decisions/016-compile-hints.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a page runs at start-up: the framework's root chunks (build-manifest.json) and, from
 * every route's client reference manifest, the chunks its layouts and page load before hydration.
 * Chunks loaded later (dynamic imports) are not among them.
 */
export function startupChunks(buildManifest: { rootMainFiles?: string[] }, clientReferenceManifests: readonly string[]): string[] {
  const chunks = new Set<string>(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests) {
    // `entryJSFiles` maps each layout and page to an array of chunk paths: an object without nested objects.
    const entries = /"entryJSFiles":(\{[^{}]*\})/.exec(manifest)?.[1];
    const byEntry = (entries ? JSON.parse(entries) : {}) as Record<string, string[]>;
    for (const files of Object.values(byEntry)) for (const file of files) chunks.add(file);
  }
  return [...chunks].sort();
}

/** The script with the compile hint on its first line; unchanged if it already has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map for the script moved down by the hint's one line. */
export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/** Every client reference manifest of the build's app routes. */
function readClientReferenceManifests(appDirectory: string): string[] {
  return readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => readFileSync(join(appDirectory, file), 'utf8'));
}

/**
 * A step of the build (scripts/build.ts): marks the start-up chunks of the build in `nextDir` with the
 * compile hint, their source maps moved down with them. Fails when the manifests name no start-up chunk:
 * the output Next.js writes has changed shape.
 */
export function addCompileHints(nextDir: string): { marked: number; chunks: number } {
  const buildManifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const chunks = startupChunks(buildManifest, readClientReferenceManifests(join(nextDir, 'server/app')));
  if (chunks.length === 0) throw new Error('No start-up chunks found in the build manifests: has the Next.js build output changed?');
  let marked = 0;
  for (const chunk of chunks) {
    const file = join(nextDir, chunk);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    marked += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const map = mapName && join(dirname(file), mapName);
    if (map && existsSync(map)) writeFileSync(map, shiftedSourceMap(readFileSync(map, 'utf8')));
  }
  return { marked, chunks: chunks.length };
}
