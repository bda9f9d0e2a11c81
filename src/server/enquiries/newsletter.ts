import 'server-only';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import { newsletterSignupSchema } from '@/lib/schemas/newsletter';
import { unsubscribeSchema } from '@/lib/schemas/unsubscribe';
import { newsletterSubscribers } from '../db/schema';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/newsletter';
import { requestSubscription, unsubscribe as unsubscribeAddress } from '../newsletter/subscription';
import { enforceLimits } from '../submissions/store';
import { storedRow, submissionOf, type EnquiryEntry } from './entry';

const DAY_MS = 24 * 60 * 60_000;

/** A sign-up (double opt-in): its confirmation mail, then the welcome; the address is the subscriber's only personal data. */
export const newsletter: EnquiryEntry = {
  table: newsletterSubscribers,
  submission: submissionOf({
    kind: 'newsletter',
    endpoint: { endpoint: 'newsletter-subscribe', limit: { limit: 5, windowMs: 10 * 60_000 } },
    schema: newsletterSignupSchema,
    store: requestSubscription,
  }),
  // The welcome is not sent once the address has unsubscribed again; nothing when the address is no longer on the list (erased).
  mail: async (db, id, payload) => {
    const row = await storedRow(db, newsletterSubscribers, id);
    if (!row) return null;
    const subscriber = { id: row.id, email: row.email, language: (row.language ?? defaultLocale) as Locale };
    if (payload.mail === 'newsletter-confirmation') return newsletterConfirmationMail(db, subscriber, new Date(payload.requestedAt));
    if (payload.mail !== 'newsletter-welcome') return null;
    const stillSubscribed = row.subscribedAt !== null && (row.unsubscribedAt === null || row.unsubscribedAt < row.subscribedAt);
    return stillSubscribed ? newsletterWelcomeMail(db, subscriber) : null;
  },
  personalData: { exportedAs: 'newsletter', email: 'email' },
  retention: {
    countedAs: 'unconfirmedSignUps',
    // A sign-up nobody confirmed; an unsubscribed address stays, so it is never mailed again.
    expired: (now) =>
      and(
        isNull(newsletterSubscribers.subscribedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
        lt(newsletterSubscribers.confirmationRequestedAt, new Date(now.getTime() - RETENTION.unconfirmedSignUpDays * DAY_MS)),
      ) ?? sql`false`,
  },
};

/** The address typed into the /unsubscribe page: stored on the subscriber's row (newsletter above). */
export const unsubscribe: EnquiryEntry = {
  table: newsletterSubscribers,
  submission: submissionOf({
    kind: 'unsubscribe',
    endpoint: { endpoint: 'newsletter-unsubscribe', limit: { limit: 10, windowMs: 10 * 60_000 } },
    schema: unsubscribeSchema,
    store: async (db, data, meta, limits) => {
      await enforceLimits(db, limits);
      return { ...(await unsubscribeAddress(db, data.email, meta)), created: true };
    },
  }),
  summary: (row) => `${row.email} unsubscribed ${(row.unsubscribedAt as Date | null)?.toISOString() ?? '–'}`,
};
