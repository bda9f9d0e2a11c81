import 'server-only';
import { database } from '../db';
import { env } from '../env';
import { log } from '../log';
import { smtpSender } from '../mail/transport';
import { pruneRateLimitWindows } from '../rate-limit';
import { webhookPoster } from '../webhook/post';
import { deliverDue, type Deliverers } from './worker';

type Runner = { wake: () => void; stop: () => void };
const holderKey = Symbol.for('aitheria.outbox-runner');
type Holder = { [holderKey]?: Runner };

const PRUNE_EVERY_MS = 60 * 60_000;
const REPORT_EVERY_MS = 60_000;

export function deliverersFromEnv(): Deliverers {
  const settings = env();
  return {
    mail: settings.SMTP_URL ? smtpSender(settings.SMTP_URL, settings.MAIL_FROM) : undefined,
    webhook:
      settings.CALLBACK_WEBHOOK_URL && settings.WEBHOOK_SECRET
        ? webhookPoster(settings.CALLBACK_WEBHOOK_URL, settings.WEBHOOK_SECRET)
        : undefined,
  };
}

/**
 * The delivery worker of the server process: a pass every OUTBOX_POLL_MS and right after
 * each submission. Without SMTP_URL or a webhook URL the deliveries wait, and the log says so.
 */
export function startOutboxRunner(): Runner {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return holder[holderKey];
  const settings = env();
  const deliverers = deliverersFromEnv();
  if (!deliverers.mail) log().warn('outbox: SMTP_URL is not set; mails are kept in the outbox until it is');
  if (!deliverers.webhook) log().warn('outbox: CALLBACK_WEBHOOK_URL is not set; callback webhooks are kept in the outbox until it is');

  let running = false;
  let again = false;
  let lastPrune = 0;
  let lastReport = 0;
  const reported = { mail: 0, webhook: 0 };
  let timer: NodeJS.Timeout | undefined;

  /** `periodic`: the timer's pass, which also reports (at most once a minute) what waits for configuration. */
  const pass = async (periodic: boolean) => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const db = await database();
        const report = periodic && Date.now() - lastReport >= REPORT_EVERY_MS;
        const result = await deliverDue(db, deliverers, {
          retryBaseMs: settings.OUTBOX_RETRY_BASE_MS,
          maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
          countWaiting: report,
        });
        if (result.delivered || result.failed) log().info(result, 'outbox: pass finished');
        if (report) {
          lastReport = Date.now();
          for (const channel of ['mail', 'webhook'] as const) {
            const waiting = result.waiting[channel];
            if (waiting > 0 && waiting !== reported[channel])
              log().warn({ channel, waiting }, `outbox: ${waiting} ${channel} deliveries waiting for configuration`);
            reported[channel] = waiting;
          }
        }
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneRateLimitWindows(db);
        }
      } while (again);
    } catch (error) {
      log().error({ err: error }, 'outbox: pass failed');
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    timer = setTimeout(async () => {
      await pass(true);
      schedule();
    }, settings.OUTBOX_POLL_MS);
    timer.unref();
  };
  schedule();
  void pass(true);

  const runner: Runner = {
    wake: () => void pass(false),
    stop: () => {
      clearTimeout(timer);
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
