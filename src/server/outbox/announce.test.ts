import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/database';
import type { Database } from '../db';
import { captureLogForTests } from '../log';
import { announceDeliveries } from './announce';
import { OUTBOX_NOTIFY_CHANNEL } from './enqueue';

const handle = withTestDatabase();

/** Resolves once `count()` has stayed the same for a while (no notification still on its way). */
async function settled(count: () => number): Promise<number> {
  let last = -1;
  while (last !== count()) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

describe('announcing new deliveries to every instance', () => {
  it('covers the calls made while one notification is on its way with a single next one', async () => {
    let received = 0;
    const stop = await handle.handle.listen(OUTBOX_NOTIFY_CHANNEL, () => received++);
    try {
      for (let call = 0; call < 20; call++) announceDeliveries(handle.db);
      await expect.poll(() => received).toBeGreaterThan(0);
      // The first call sends; the 19 made while it was on its way are answered by one more, sent after it.
      expect(await settled(() => received)).toBe(2);
      announceDeliveries(handle.db);
      await expect.poll(() => received).toBe(3);
    } finally {
      await stop();
    }
  });

  it('logs a failure without the statement, and announces again on the next call', async () => {
    const lines: string[] = [];
    const stopCapture = captureLogForTests((line) => lines.push(line));
    let calls = 0;
    const failing = {
      execute: async () => {
        calls++;
        throw new Error('connection terminated');
      },
    } as unknown as Database;
    try {
      announceDeliveries(failing);
      await expect.poll(() => lines.length).toBe(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, op: 'outbox announce', err: { message: 'connection terminated' } });
      announceDeliveries(failing);
      await expect.poll(() => calls).toBe(2);
    } finally {
      stopCapture();
    }
  });
});
