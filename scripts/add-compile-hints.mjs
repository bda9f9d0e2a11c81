// A step of `npm run build` after `next build` (scripts/build.ts): marks the start-up chunks with V8's compile hint
// (scripts/compile-hints.mjs, docs/decisions/016-compile-hints.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readClientReferenceManifests, shiftedSourceMap, startupChunks, withCompileHint } from './compile-hints.mjs';

const BUILD = '.next';
const buildManifest = JSON.parse(readFileSync(join(BUILD, 'build-manifest.json'), 'utf8'));
const chunks = startupChunks(buildManifest, readClientReferenceManifests(join(BUILD, 'server/app')));
if (chunks.length === 0) throw new Error('No start-up chunks found in the build manifests: has the Next.js build output changed?');

let marked = 0;
for (const chunk of chunks) {
  const file = join(BUILD, chunk);
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted === source) continue;
  writeFileSync(file, hinted);
  marked += 1;
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  const map = mapName && join(dirname(file), mapName);
  if (map && existsSync(map)) writeFileSync(map, shiftedSourceMap(readFileSync(map, 'utf8')));
}
console.log(`Compile hints: ${marked} of ${chunks.length} start-up chunks marked.`);
