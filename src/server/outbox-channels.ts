import 'server-only';
import { crmChannel } from './crm/outbox-channel';
import { env } from './env';
import { mailChannel } from './mail/outbox-channel';
import { smtpSender } from './mail/transport';
import type { OutboxChannel, WaitingChannel } from './outbox/channel';
import { callbackWebhookChannel } from './voice/callback-channel';
import { callbackCallChannel } from './voice/dial-channel';
import { configuredPlatform } from './voice/platforms';
import { crmPoster, webhookPoster } from './webhook/post';

/** Where the platforms send their call events (app/api/voice/events/route.ts). */
const voiceEventsUrl = (siteUrl: string) => `${siteUrl}/api/voice/events`;

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
  const platform = configuredPlatform(settings);
  if (platform)
    channels.push(
      callbackCallChannel(platform, {
        concurrency: settings.OUTBOX_WEBHOOK_CONCURRENCY,
        maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
        hours: settings.CALLBACK_HOURS,
        eventsUrl: voiceEventsUrl(settings.SITE_URL),
      }),
    );
  else if (settings.VOICE_PLATFORM === 'webhook' && settings.CALLBACK_WEBHOOK_URL && settings.WEBHOOK_SECRET)
    channels.push(
      callbackWebhookChannel(webhookPoster(settings.CALLBACK_WEBHOOK_URL, settings.WEBHOOK_SECRET), settings.OUTBOX_WEBHOOK_CONCURRENCY),
    );
  else
    waiting.push({
      name: 'webhook',
      level: 'warn',
      note: 'VOICE_PLATFORM is not set and CALLBACK_WEBHOOK_URL is not set; callbacks are kept in the outbox until one is',
    });
  if (settings.LEAD_WEBHOOK_URLS.length && settings.LEAD_WEBHOOK_SECRET)
    channels.push(crmChannel(crmPoster(settings.LEAD_WEBHOOK_SECRET), settings.LEAD_WEBHOOK_URLS, settings.OUTBOX_WEBHOOK_CONCURRENCY));
  else waiting.push({ name: 'crm', level: 'info', note: 'LEAD_WEBHOOK_URLS is not set; leads are not forwarded to a CRM' });
  return { channels, waiting };
}
