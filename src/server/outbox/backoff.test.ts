import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles the wait after every failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(30, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
