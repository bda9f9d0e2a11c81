// Runs last after `next build` (npm's postbuild): Brotli and gzip copies of the build's scripts and
// styles, which the server sends as they are (scripts/static-assets.mjs, docs/decisions/029-compression.md).
import { precompressStaticAssets } from './static-assets.mjs';

console.log(`Compressed assets: ${precompressStaticAssets('.next')} files compressed with Brotli and gzip.`);
