import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecondInstance, openTestDatabase } from '../../tests/support/database';
import type { DatabaseHandle } from './db/client';
import { rateLimitWindows } from './db/schema';
import { purgeExclusively } from './privacy/retention';
import { hitRateLimit } from './rate-limit';

let first: DatabaseHandle & { url?: string };
let second: DatabaseHandle;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openSecondInstance(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const limit = { limit: 5, windowMs: 60_000 };

describe('hitRateLimit', () => {
  it('allows exactly the limit when two app instances count the same key at once', async () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 10);
    const hits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => hitRateLimit((i % 2 ? first : second).db, 'shared-key', limit, 1, now)),
    );
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
  });

  it('tells how long until the window ends, and starts afresh in the next window', async () => {
    const start = Date.UTC(2026, 10, 22, 9, 0, 0);
    for (let i = 0; i < 5; i += 1) await hitRateLimit(first.db, 'window-key', limit, 1, start + 1_000);
    expect(await hitRateLimit(first.db, 'window-key', limit, 1, start + 45_000)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(await hitRateLimit(first.db, 'window-key', limit, 1, start + 60_000)).toEqual({ allowed: true });
  });

  it('scales the limit', async () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const hits = [];
    for (let i = 0; i < 11; i += 1) hits.push(await hitRateLimit(first.db, 'scaled-key', limit, 2, now));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
  });

  it('the retention purge deletes windows no limit can use any more', async () => {
    const old = Date.UTC(2026, 10, 1, 0, 0, 0);
    await hitRateLimit(first.db, 'old-key', limit, 1, old);
    await purgeExclusively(first.db, 'test', { now: new Date(Date.UTC(2026, 10, 22, 12, 0, 0)) });
    const keys = (await first.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys).not.toContain('old-key');
    expect(keys).toContain('shared-key');
  });
});
