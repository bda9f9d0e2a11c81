import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import { HashingBusy, withHashingSlot } from './hashing';

const useConcurrency = (value: number) => {
  process.env.SIGN_IN_HASH_CONCURRENCY = String(value);
  resetEnvForTests();
};
afterEach(() => {
  delete process.env.SIGN_IN_HASH_CONCURRENCY;
  resetEnvForTests();
});

/** A task that reports how many run at once and finishes when told to. */
function probe() {
  let running = 0;
  let peak = 0;
  const order: number[] = [];
  const releases: (() => void)[] = [];
  const task = (id: number) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    order.push(id);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    return id;
  };
  const releaseAll = async () => {
    while (releases.length || running) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { task, releaseAll, peak: () => peak, order };
}

describe('the password-hashing line', () => {
  it('runs at most SIGN_IN_HASH_CONCURRENCY tasks at once, the others in arrival order', async () => {
    useConcurrency(2);
    const { task, releaseAll, peak, order } = probe();
    const results = Promise.all([1, 2, 3, 4, 5, 6].map((id) => withHashingSlot(task(id))));
    await releaseAll();
    expect(await results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak()).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses at once when the line is full, and a waiter after its time', async () => {
    useConcurrency(1);
    const { task, releaseAll } = probe();
    const limits = { maxWaiting: 2, maxWaitMs: 60_000 };
    const outcomes = [1, 2, 3, 4].map((id) => withHashingSlot(task(id), limits).catch((error: unknown) => error));
    expect(await outcomes[3]).toBeInstanceOf(HashingBusy);
    await releaseAll();
    expect(await Promise.all(outcomes.slice(0, 3))).toEqual([1, 2, 3]);

    const slow = probe();
    const first = withHashingSlot(slow.task(1));
    const late = withHashingSlot(slow.task(2), { maxWaiting: 5, maxWaitMs: 20 }).catch((error: unknown) => error);
    expect(await late).toBeInstanceOf(HashingBusy);
    await slow.releaseAll();
    expect(await first).toBe(1);
    // The line is empty again: the next task runs at once.
    expect(await withHashingSlot(async () => 'free')).toBe('free');
  });

  it('gives the slot back when a task fails', async () => {
    useConcurrency(1);
    await expect(withHashingSlot(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withHashingSlot(async () => 'next')).toBe('next');
  });
});
