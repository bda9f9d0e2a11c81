// `npm run build` (and `npm run build:test`, the same with the routes for tests, build/test-routes.ts): `next build` with every deployment value as its placeholder and the build's version
// as its git commit (docs/decisions/035-deployment-values-in-memory.md), then the steps of build/ that
// finish it: compile hints and the intent loader (the two rewrites of Next.js's output, docs/architecture.md
// "What the build rewrites"), the placeholder check, the pages' script hashes and the compressed assets.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { addCompileHints } from '../build/compile-hints';
import { loadPagesOnIntent } from '../build/intent-loader';
import { checkTestRoutes, testRoutesIn, testRoutesWanted } from '../build/test-routes';
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

const built = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...buildEnvironment(), BUILD_VERSION: process.env.BUILD_VERSION || commit() },
});
if (built.status !== 0) process.exit(built.status ?? 1);
const routes = JSON.parse(readFileSync(`${NEXT_DIR}/app-path-routes-manifest.json`, 'utf8')) as Record<string, string>;
checkTestRoutes(routes, testRoutesIn('src/app'), testRoutesWanted());
console.log(testRoutesWanted() ? 'Test build: the routes for tests alone are served.' : 'Production build: no routes for tests.');
const hints = addCompileHints(NEXT_DIR);
console.log(`Compile hints: ${hints.marked} of ${hints.chunks} start-up chunks marked.`);
console.log(
  `Intent loader: ${loadPagesOnIntent(`${NEXT_DIR}/server/app`)} prerendered pages start their JavaScript when the visitor first acts.`,
);
console.log(`Deployment placeholders: ${checkPlaceholders(NEXT_DIR)} build files hold them; the server fills them in as it serves.`);
console.log(`Script hashes: ${writeScriptHashes(NEXT_DIR)} prerendered pages.`);
console.log(`Compressed assets: ${precompressStaticAssets(NEXT_DIR)} files compressed with Brotli and gzip.`);
