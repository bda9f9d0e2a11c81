// Runs after `next build` (npm's postbuild): keeps the build files that hold deployment placeholders
// as the template each start fills in (scripts/deployment.mjs, docs/decisions/021-build-once.md).
import { snapshotTemplate } from './deployment.mjs';

console.log(`Deployment template: ${snapshotTemplate('.next')} build files hold deployment values.`);
