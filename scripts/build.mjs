// `npm run build`: `next build` with every deployment value as its placeholder, and the build's
// version as its git commit (docs/decisions/021-build-once.md). npm runs the prebuild step (fonts)
// before and the postbuild steps (compile hints, the deployment template) after this script.
import { execFileSync, spawnSync } from 'node:child_process';
import { buildEnvironment } from './deployment.mjs';

function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unversioned';
  }
}

const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...buildEnvironment(), BUILD_VERSION: process.env.BUILD_VERSION || commit() },
});
process.exit(result.status ?? 1);
