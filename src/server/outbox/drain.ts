import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { outbox } from '../db/schema';
import type { OutboxChannel } from './channel';
import { ChannelWorker } from './channel-worker';
import type { DeliverySettings } from './deliver';
import { channels, type Channel } from './leases';

export type PassResult = {
  delivered: number;
  failed: number;
  cancelled: number;
  lost: number;
  throttled: number;
  waiting: Record<Channel, number>;
};

/** Deliveries waiting for a channel that is not configured. */
export async function countWaiting(db: Database, channel: Channel): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.channel, channel)));
  return row?.count ?? 0;
}

/**
 * Delivers everything that is due now, each of the given channels with its own worker, until nothing
 * due is left, and says what happened (`npm run inbox`, tests); its workers stop with it, so nothing is
 * sent after it returns. The server's runner does the same continuously (runner.ts).
 */
export async function deliverDue(
  db: Database,
  ways: readonly OutboxChannel[],
  settings: Partial<DeliverySettings> = {},
): Promise<PassResult> {
  const result: PassResult = { delivered: 0, failed: 0, cancelled: 0, lost: 0, throttled: 0, waiting: { mail: 0, webhook: 0, crm: 0 } };
  const options = {
    retryBaseMs: settings.retryBaseMs ?? 30_000,
    maxAttempts: settings.maxAttempts ?? 8,
    leaseMs: settings.leaseMs ?? 60_000,
    onResult: (_channel: Channel, outcome: keyof Omit<PassResult, 'waiting'>) => {
      result[outcome] += 1;
    },
  };
  const workers = ways.map((way) => new ChannelWorker(way, async () => db, options));
  await Promise.all(
    workers.map(async (worker) => {
      let before: number;
      do {
        before = result.delivered + result.failed + result.cancelled + result.lost + result.throttled;
        await worker.pump();
        await worker.idle();
      } while (result.delivered + result.failed + result.cancelled + result.lost + result.throttled > before && !worker.paused);
      // The pass ends here: a paused worker would otherwise wake when its pause runs out and send behind the caller's back.
      await worker.stop();
    }),
  );
  for (const channel of channels) if (!ways.some((way) => way.name === channel)) result.waiting[channel] = await countWaiting(db, channel);
  return result;
}
