import { beforeEach } from 'vitest';
import { usePasswordCostForTests } from '@/server/staff/password';

/**
 * Before each test of the file, passwords hash at scrypt's N = 1024 instead of 131,072 (about a
 * millisecond instead of half a second on a slow machine): for tests of what sign-in decides, not of
 * how long a hash takes. A test that needs the real cost calls `usePasswordCostForTests()` first.
 */
export function withCheapPasswordHashes() {
  beforeEach(() => usePasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 }));
}
