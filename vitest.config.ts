import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts', 'tests/support/**/*.test.ts', '*.test.ts'],
    // Server code runs in Node; a component test names its DOM in its first line (`@vitest-environment happy-dom`).
    environment: 'node',
    // next-intl imports `next/navigation` without an extension, which Node's ESM resolution refuses: let Vite resolve it.
    // use-intl too, so that a test can put the build's precompiled formatter in place (src/server/chat/compiled-catalogues.test.ts).
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    // One migrated database per run, which every test database copies (tests/support/database.ts).
    globalSetup: ['tests/support/database-template.ts'],
    // At least two files at a time: storage tests spend much of their time waiting on databases, servers
    // and timers (Vitest's default on two cores is one file at a time, a slower run).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Storage tests start databases, an SMTP server and webhook receivers.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
