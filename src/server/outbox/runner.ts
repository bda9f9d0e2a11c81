import 'server-only';
import type { DatabaseHandle } from '../db';
import { env } from '../env';
import { log } from '../log';
import { recordDelivery } from '../metrics';
import type { OutboxChannel, WaitingChannel } from './channel';
import { ChannelWorker } from './channel-worker';
import { countWaiting } from './drain';
import type { Channel } from './leases';
import { OUTBOX_NOTIFY_CHANNEL } from './enqueue';

type Runner = { wake: () => void; stop: () => Promise<void> };
const holderKey = Symbol.for('aitheria.outbox-runner');
type Holder = { [holderKey]?: Runner };

const REPORT_EVERY_MS = 60_000;

/**
 * The delivery workers of the server process, one per channel registered with it (docs/decisions/019-outbox-leases.md).
 * They claim what is due every OUTBOX_POLL_MS, right after a submission of this instance commits
 * (wakeOutbox), and when another instance on the same database announces new deliveries (NOTIFY).
 * The deliveries of a channel without its settings wait, and the log says so.
 */
export async function startOutboxRunner(
  handle: DatabaseHandle,
  { channels: ways, waiting }: { channels: readonly OutboxChannel[]; waiting: readonly WaitingChannel[] },
): Promise<Runner> {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return holder[holderKey];
  const settings = env();
  for (const { level, note } of waiting) log()[level](`outbox: ${note}`);
  const workers = ways.map(
    (way) =>
      new ChannelWorker(way, async () => handle.db, {
        retryBaseMs: settings.OUTBOX_RETRY_BASE_MS,
        maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
        leaseMs: settings.OUTBOX_LEASE_MS,
        onResult: recordDelivery,
      }),
  );
  const wake = () => {
    for (const worker of workers) void worker.pump();
  };

  let lastReport = 0;
  const reported = new Map<Channel, number>();
  const reportWaiting = async () => {
    if (Date.now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = Date.now();
    for (const { name: channel } of waiting) {
      const count = await countWaiting(handle.db, channel);
      if (count > 0 && count !== reported.get(channel))
        log().warn({ channel, waiting: count }, `outbox: ${count} ${channel} deliveries waiting for configuration`);
      reported.set(channel, count);
    }
  };
  const timer = setInterval(() => {
    wake();
    reportWaiting().catch((error: unknown) =>
      log().error({ err: error, op: 'outbox report' }, 'outbox: counting waiting deliveries failed'),
    );
  }, settings.OUTBOX_POLL_MS);
  timer.unref();
  let unlisten: () => Promise<void> = async () => undefined;
  try {
    unlisten = await handle.listen(OUTBOX_NOTIFY_CHANNEL, wake);
  } catch (error) {
    log().warn(
      { err: error, op: 'outbox listen' },
      'outbox: no LISTEN connection; new deliveries of other instances wait for the next poll',
    );
  }
  wake();
  void reportWaiting();

  const runner: Runner = {
    wake,
    stop: async () => {
      clearInterval(timer);
      await unlisten();
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const way of ways) way.close?.();
      delete holder[holderKey];
    },
  };
  holder[holderKey] = runner;
  return runner;
}

/** Called after a submission commits: deliver now instead of at the next poll. */
export function wakeOutbox(): void {
  (globalThis as Holder)[holderKey]?.wake();
}

/** Stops claiming and waits for the deliveries in flight (graceful shutdown). */
export async function stopOutboxRunner(): Promise<void> {
  await (globalThis as Holder)[holderKey]?.stop();
}
