import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { company } from '@/lib/company';
import type { Database } from '../db';
import { env } from '../env';
import { dataKeys, serverTranslator } from '../i18n';
import { confirmationToken, unsubscribeToken } from '../newsletter/tokens';
import type { MailMessage } from './types';
import { renderMail } from './layout';

/** The address of the one-click unsubscribe (RFC 8058): a POST with `List-Unsubscribe=One-Click` ends the subscription. */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
/** The confirmation link of the double opt-in. */
const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';

type Subscriber = { id: string; email: string; language: Locale };

/**
 * The headers every mail to a subscriber carries (RFC 2369, RFC 8058): mail programs show an
 * "Unsubscribe" button that POSTs to the address without opening a page.
 */
async function unsubscribeHeaders(db: Database, subscriberId: string): Promise<Record<string, string>> {
  const url = `${env().SITE_URL}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(db, subscriberId)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A mail to a subscriber: in their language, with the unsubscribe headers and the way out in its footer. */
async function subscriberMail(
  db: Database,
  subscriber: Subscriber,
  topic: 'newsletterConfirmation' | 'newsletterWelcome',
  action?: { label: string; url: string },
  values: Record<string, string> = {},
): Promise<MailMessage> {
  const t = await serverTranslator(subscriber.language);
  const unsubscribePage = `${env().SITE_URL}${localizePathname('/unsubscribe', subscriber.language)}`;
  const content = renderMail({
    heading: t(`mail.${topic}.heading`),
    paragraphs: [
      t('mail.greetingNoName'),
      dataKeys(t)(`mail.${topic}.body`, { brand: company.brand, ...values }),
      t('mail.signature', { brand: company.brand }),
    ],
    action,
    footer: [
      t(`mail.${topic}.why`, { brand: company.brand }),
      t('mail.newsletterUnsubscribe', { url: unsubscribePage }),
      t('mail.footer', { legalName: company.legalName, location: company.location[subscriber.language] }),
    ],
  });
  return {
    to: subscriber.email,
    replyTo: company.email,
    subject: t(`mail.${topic}.subject`, { brand: company.brand }),
    headers: await unsubscribeHeaders(db, subscriber.id),
    ...content,
  };
}

/** The double opt-in mail: a link that confirms the sign-up made at `requestedAt` and works for 7 days. */
export async function newsletterConfirmationMail(db: Database, subscriber: Subscriber, requestedAt: Date): Promise<MailMessage> {
  const t = await serverTranslator(subscriber.language);
  const token = await confirmationToken(db, subscriber.id, requestedAt);
  const url = `${env().SITE_URL}${NEWSLETTER_CONFIRM_PATH}?token=${token}&lang=${subscriber.language}`;
  return subscriberMail(db, subscriber, 'newsletterConfirmation', { label: t('mail.newsletterConfirmation.button'), url }, { days: '7' });
}

/** The welcome once the address confirmed. */
export function newsletterWelcomeMail(db: Database, subscriber: Subscriber): Promise<MailMessage> {
  return subscriberMail(db, subscriber, 'newsletterWelcome');
}
