import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports point downward only (docs/architecture.md, "Layers and what may import what"):
 * app → components | server → content → lib → i18n → messages. Each zone names a tier and the
 * tiers above it, which it must not import. Tests may reach up to what they test.
 */
const tiersAbove = {
  'src/components': ['src/app', 'src/server', 'src/proxy.ts', 'src/instrumentation.ts'],
  'src/server': ['src/app', 'src/components', 'src/proxy.ts', 'src/instrumentation.ts'],
  'src/content': ['src/app', 'src/components', 'src/server', 'src/proxy.ts', 'src/instrumentation.ts'],
  'src/lib': ['src/app', 'src/components', 'src/server', 'src/content', 'src/proxy.ts', 'src/instrumentation.ts'],
  'src/i18n': ['src/app', 'src/components', 'src/server', 'src/content', 'src/lib', 'src/proxy.ts', 'src/instrumentation.ts'],
};

const layers = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: Object.entries(tiersAbove).map(([target, from]) => ({
          target: `./${target}`,
          from: from.map((tier) => `./${tier}`),
          message: 'imports point downward only (docs/architecture.md, section 2): pass the value in as a prop or move it down a tier.',
        })),
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  layers,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/messages/**/*.d.json.ts',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'data/**',
    ],
  },
];

export default config;
