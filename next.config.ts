import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageExtensions, testRoutesWanted } from './build/test-routes';
import { namespaces } from './src/i18n/namespaces';
import { INBOX_PATH, LOGIN_PATH } from './src/lib/inbox/staff-paths';
import { STAFF_AREA_HEADERS, securityHeaders } from './src/lib/security-headers';

// The German catalogue's literal types (src/messages/de/*.d.json.ts, written by next dev, build and
// typegen): a call that leaves out a message's placeholder fails `npm run typecheck` (src/i18n/app-config.d.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { createMessagesDeclaration: namespaces.map((namespace) => `./src/messages/de/${namespace}.json`) },
});

const MESSAGE_LOADER = './build/precompile-messages.mjs';
const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);

/** One value per build, its git commit (scripts/build.ts): the build id and the service worker's cache version (app/sw.js). */
const BUILD_VERSION = process.env.BUILD_VERSION ?? 'development';

const nextConfig: NextConfig = {
  generateBuildId: async () => BUILD_VERSION,
  // Prerendered pages come from the build with this deployment's values filled in, in memory; nothing is
  // written into the build when a server starts or serves (docs/decisions/035-deployment-values-in-memory.md).
  cacheHandler: fileURLToPath(new URL('./src/server/prerendered/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  env: { BUILD_VERSION },
  poweredByHeader: false,
  // `npm test` type-checks the whole project (npm run typecheck, the same tsconfig) before it builds for the
  // end-to-end tests, and says so with TYPES_CHECKED=1: the build need not check the same code a second time.
  // Every other build, `npm run build` included, checks its types.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Routes for tests alone exist in the test build only (build/test-routes.ts).
  pageExtensions: pageExtensions(testRoutesWanted()),
  // server.mjs compresses: Brotli for pages and answers, precompressed scripts and styles (decision 029).
  compress: false,
  reactStrictMode: true,
  // `npm run dev` listens on HOST (default 127.0.0.1) while Next.js knows itself as localhost
  // (scripts/dev-server.mjs): the page there may open the hot-reload socket and dev resources.
  allowedDevOrigins: [process.env.HOST || '127.0.0.1'],
  // globalNotFound: unknown addresses render app/global-not-found.tsx on the server (decision 004).
  // The CSS is one style sheet in the head, not inlined: it is cached across pages, and the page's
  // payload stays free of it (decision 015).
  experimental: { globalNotFound: true },
  // WebP only: a phone decodes AVIF in software at about half WebP's speed, and the first screen's image is
  // decoded on the page's main thread; the bytes AVIF saves here are few (decision 015).
  // Optimised images are kept by the same cache handler, in memory: nothing is written into the build.
  images: { formats: ['image/webp'], customCacheHandler: true },
  // Messages compiled from ICU at build time, formatted without an ICU parser in the browser (decision 030).
  // The crash screen reads its own catalogue without next-intl and keeps it as written.
  turbopack: {
    rules: {
      '*.json': {
        condition: { all: [{ path: /(^|[\\/])src[\\/]messages[\\/]/ }, { not: { path: /crash\.json$/ } }] },
        // The loader's own hash as an option: Turbopack's build cache keys on options, not on the loader's source.
        loaders: [{ loader: MESSAGE_LOADER, options: { version: fileHash(MESSAGE_LOADER) } }],
        as: '*.js',
      },
    },
    resolveAlias: { 'use-intl/format-message': './src/i18n/format-precompiled-message.ts' },
  },
  // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its code.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg', 'nodemailer', 'pino', 'prom-client'],
  // On every response, pages and API alike (src/lib/security-headers.ts). The proxy replaces the policy
  // of each page with one that allows that page's inline scripts and frames the booking page.
  async headers() {
    const headers = securityHeaders({ development: process.env.NODE_ENV !== 'production', frameOrigins: [] });
    const staffArea = [LOGIN_PATH, INBOX_PATH, `${INBOX_PATH}/:path*`].flatMap((path) => [path, `/:locale(en|el)${path}`]);
    return [
      { source: '/:path*', headers },
      ...staffArea.map((source) => ({ source, headers: [...STAFF_AREA_HEADERS] })),
      // Link previews are shown by other sites, which may load them from the browser.
      { source: '/og/:path*', headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
