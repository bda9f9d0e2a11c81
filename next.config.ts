import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its code.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg', 'nodemailer', 'pino'],
};

export default withNextIntl(nextConfig);
