// `npm run build`: `next build` with every deployment value as its placeholder and the build's version
// as its git commit (docs/decisions/035-deployment-values-in-memory.md), then the steps that finish the
// build: compile hints and the intent loader (the two rewrites of Next.js's output, docs/architecture.md
// "What the build rewrites"), the placeholder check, the pages' script hashes and the compressed assets.
import { execFileSync, spawnSync } from 'node:child_process';
import { buildEnvironment } from '../src/server/deployment/values';
import { checkPlaceholders, writeScriptHashes } from '../src/server/deployment/build-check';
import { precompressStaticAssets } from '../src/server/http/static-assets';

const NEXT_DIR = '.next';

function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unversioned';
  }
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['node_modules/next/dist/bin/next', 'build'], { ...process.env, ...buildEnvironment(), BUILD_VERSION: process.env.BUILD_VERSION || commit() });
run(['scripts/add-compile-hints.mjs']);
run(['scripts/intent-loader.mjs']);
console.log(`Deployment placeholders: ${checkPlaceholders(NEXT_DIR)} build files hold them; the server fills them in as it serves.`);
console.log(`Script hashes: ${writeScriptHashes(NEXT_DIR)} prerendered pages.`);
console.log(`Compressed assets: ${precompressStaticAssets(NEXT_DIR)} files compressed with Brotli and gzip.`);
