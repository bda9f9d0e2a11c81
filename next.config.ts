import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { namespaces } from './src/i18n/namespaces';
import { securityHeaders } from './src/lib/security-headers';

// The German catalogue's literal types (src/messages/de/*.d.json.ts, written by next dev, build and
// typegen): a call that leaves out a message's placeholder fails `npm run typecheck` (src/i18n/app-config.d.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { createMessagesDeclaration: namespaces.map((namespace) => `./src/messages/de/${namespace}.json`) },
});

/** One value per build, its git commit (scripts/build.mjs): the build id and the service worker's cache version (app/sw.js). */
const BUILD_VERSION = process.env.BUILD_VERSION ?? 'development';

const nextConfig: NextConfig = {
  generateBuildId: async () => BUILD_VERSION,
  env: { BUILD_VERSION },
  poweredByHeader: false,
  // server.mjs compresses: Brotli for pages and answers, precompressed scripts and styles (decision 029).
  compress: false,
  reactStrictMode: true,
  // globalNotFound: unknown addresses render app/global-not-found.tsx on the server (decision 004).
  experimental: { inlineCss: true, globalNotFound: true },
  images: { formats: ['image/avif', 'image/webp'] },
  // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its code.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg', 'nodemailer', 'pino', 'prom-client'],
  // On every response, pages and API alike (src/lib/security-headers.ts). The proxy replaces the policy
  // of each page with one that allows that page's inline scripts and frames the booking page.
  async headers() {
    const headers = securityHeaders({ development: process.env.NODE_ENV !== 'production', frameOrigins: [] });
    return [
      { source: '/:path*', headers },
      // Link previews are shown by other sites, which may load them from the browser.
      { source: '/og/:path*', headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
