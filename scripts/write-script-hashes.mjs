// Runs after `next build` (npm's postbuild, after the compile hints): writes the hashes of every
// prerendered page's inline scripts to .next/script-hashes.json, which the proxy reads to send each
// page its Content-Security-Policy (scripts/inline-scripts.mjs, src/server/http/page-csp.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPageHashes } from './inline-scripts.mjs';

const pages = prerenderedPageHashes(join('.next', 'server', 'app'));
const count = Object.keys(pages).length;
if (count === 0) throw new Error('No prerendered pages found in .next/server/app: has the Next.js build output changed?');
writeFileSync(join('.next', 'script-hashes.json'), JSON.stringify({ pages }));
const most = Math.max(...Object.values(pages).map((hashes) => hashes.length));
console.log(`Script hashes: ${count} prerendered pages, up to ${most} inline scripts each.`);
