import 'server-only';
import type { DatabaseHandle } from '../db';
import { env } from '../env';
import { log } from '../log';
import { smtpSender } from '../mail/transport';
import { recordDelivery } from '../metrics';
import { crmPoster, webhookPoster } from '../webhook/post';
import { ChannelWorker } from './channel-worker';
import { countWaiting } from './drain';
import type { Deliverers } from './deliver';
import { channels, type Channel } from './leases';
import { OUTBOX_NOTIFY_CHANNEL } from './enqueue';

type Runner = { wake: () => void; stop: () => Promise<void> };
const holderKey = Symbol.for('aitheria.outbox-runner');
type Holder = { [holderKey]?: Runner };

const REPORT_EVERY_MS = 60_000;

function deliverersFromEnv(): Deliverers {
  const settings = env();
  return {
    mail: settings.SMTP_URL ? smtpSender(settings.SMTP_URL, settings.MAIL_FROM, settings.OUTBOX_MAIL_CONCURRENCY) : undefined,
    webhook:
      settings.CALLBACK_WEBHOOK_URL && settings.WEBHOOK_SECRET
        ? webhookPoster(settings.CALLBACK_WEBHOOK_URL, settings.WEBHOOK_SECRET)
        : undefined,
    crm:
      settings.LEAD_WEBHOOK_URLS.length && settings.LEAD_WEBHOOK_SECRET
        ? { post: crmPoster(settings.LEAD_WEBHOOK_SECRET), endpoints: settings.LEAD_WEBHOOK_URLS }
        : undefined,
  };
}

/**
 * The delivery workers of the server process, one per configured channel (docs/decisions/019-outbox-leases.md).
 * They claim what is due every OUTBOX_POLL_MS, right after a submission of this instance commits
 * (wakeOutbox), and when another instance on the same database announces new deliveries (NOTIFY).
 * Without SMTP_URL or a webhook URL the deliveries of that channel wait, and the log says so.
 */
export async function startOutboxRunner(handle: DatabaseHandle): Promise<Runner> {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return holder[holderKey];
  const settings = env();
  const deliverers = deliverersFromEnv();
  if (!deliverers.mail) log().warn('outbox: SMTP_URL is not set; mails are kept in the outbox until it is');
  if (!deliverers.webhook) log().warn('outbox: CALLBACK_WEBHOOK_URL is not set; callback webhooks are kept in the outbox until it is');
  if (!deliverers.crm) log().info('outbox: LEAD_WEBHOOK_URLS is not set; leads are not forwarded to a CRM');
  const workers = channels
    .filter((channel) => deliverers[channel])
    .map(
      (channel) =>
        new ChannelWorker(channel, async () => handle.db, deliverers, {
          retryBaseMs: settings.OUTBOX_RETRY_BASE_MS,
          maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
          leaseMs: settings.OUTBOX_LEASE_MS,
          concurrency: channel === 'mail' ? settings.OUTBOX_MAIL_CONCURRENCY : settings.OUTBOX_WEBHOOK_CONCURRENCY,
          onResult: recordDelivery,
        }),
    );
  const wake = () => {
    for (const worker of workers) void worker.pump();
  };

  let lastReport = 0;
  const reported: Record<Channel, number> = { mail: 0, webhook: 0, crm: 0 };
  const reportWaiting = async () => {
    if (Date.now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = Date.now();
    for (const channel of channels) {
      if (deliverers[channel]) continue;
      const waiting = await countWaiting(handle.db, channel);
      if (waiting > 0 && waiting !== reported[channel])
        log().warn({ channel, waiting }, `outbox: ${waiting} ${channel} deliveries waiting for configuration`);
      reported[channel] = waiting;
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
      deliverers.mail?.close?.();
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
