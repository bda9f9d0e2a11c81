import 'server-only';
import { crmChannel } from './crm/outbox-channel';
import { env } from './env';
import { mailChannel } from './mail/outbox-channel';
import { smtpSender } from './mail/transport';
import type { OutboxChannel, WaitingChannel } from './outbox/channel';
import { callbackWebhookChannel } from './voice/callback-channel';
import { crmPoster, webhookPoster } from './webhook/post';

/**
 * The ways out of the outbox this deployment has settings for, and those it has not (their deliveries
 * wait in the outbox until it has): the composition the server starts the outbox with
 * (docs/decisions/019-outbox-leases.md).
 */
export function configuredChannels(settings = env()): { channels: OutboxChannel[]; waiting: WaitingChannel[] } {
  const channels: OutboxChannel[] = [];
  const waiting: WaitingChannel[] = [];
  if (settings.SMTP_URL)
    channels.push(
      mailChannel(smtpSender(settings.SMTP_URL, settings.MAIL_FROM, settings.OUTBOX_MAIL_CONCURRENCY), settings.OUTBOX_MAIL_CONCURRENCY),
    );
  else waiting.push({ name: 'mail', level: 'warn', note: 'SMTP_URL is not set; mails are kept in the outbox until it is' });
  if (settings.CALLBACK_WEBHOOK_URL && settings.WEBHOOK_SECRET)
    channels.push(
      callbackWebhookChannel(webhookPoster(settings.CALLBACK_WEBHOOK_URL, settings.WEBHOOK_SECRET), settings.OUTBOX_WEBHOOK_CONCURRENCY),
    );
  else
    waiting.push({
      name: 'webhook',
      level: 'warn',
      note: 'CALLBACK_WEBHOOK_URL is not set; callback webhooks are kept in the outbox until it is',
    });
  if (settings.LEAD_WEBHOOK_URLS.length && settings.LEAD_WEBHOOK_SECRET)
    channels.push(crmChannel(crmPoster(settings.LEAD_WEBHOOK_SECRET), settings.LEAD_WEBHOOK_URLS, settings.OUTBOX_WEBHOOK_CONCURRENCY));
  else waiting.push({ name: 'crm', level: 'info', note: 'LEAD_WEBHOOK_URLS is not set; leads are not forwarded to a CRM' });
  return { channels, waiting };
}
