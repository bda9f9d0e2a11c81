import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Database } from '../db';
import {
  callbackRequests,
  contactEnquiries,
  errorReports,
  jobApplications,
  newsletterSubscribers,
  type SubmissionKind,
} from '../db/schema';
import { env } from '../env';
import type { MailDelivery, MailMessage } from './types';
import { CONFIRMATIONS_PER_RECIPIENT } from '../submissions/confirmations';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter';
import { applicationMails, callbackMails, contactMails, errorReportMails, type MailsWithConfirmation } from './templates';

export type StoredMail = { submissionKind: SubmissionKind; submissionId: string; payload: MailDelivery };

const one = async <Row>(rows: Promise<Row[]>) => (await rows)[0];

type EnquiryMail = Extract<MailDelivery, { mail: 'team-notification' | 'confirmation' }>;

const pick = (mails: MailsWithConfirmation, delivery: EnquiryMail) =>
  delivery.mail === 'confirmation' ? mails.confirmation : delivery.confirmation === 'withheld' ? mails.teamWithoutConfirmation : mails.team;

/**
 * A newsletter mail: the confirmation of a sign-up, or the welcome, which is not sent once the
 * address has unsubscribed again. Null when the address is no longer on the list (erased).
 */
async function newsletterMail(db: Database, subscriberId: string, payload: MailDelivery): Promise<MailMessage | null> {
  const row = await one(db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId)));
  if (!row) return null;
  const subscriber = { id: row.id, email: row.email, language: (row.language ?? 'de') as Locale };
  if (payload.mail === 'newsletter-confirmation') return newsletterConfirmationMail(db, subscriber, new Date(payload.requestedAt));
  const stillSubscribed = row.subscribedAt !== null && (row.unsubscribedAt === null || row.unsubscribedAt < row.subscribedAt);
  return stillSubscribed ? newsletterWelcomeMail(db, subscriber) : null;
}

/**
 * The mail a delivery sends, written now from its submission as stored (docs/decisions/019-outbox-leases.md);
 * null when the submission no longer exists (erased on request, or purged).
 */
export async function mailOfDelivery(db: Database, { submissionKind, submissionId, payload }: StoredMail): Promise<MailMessage | null> {
  if (submissionKind === 'newsletter') return newsletterMail(db, submissionId, payload);
  if (payload.mail !== 'team-notification' && payload.mail !== 'confirmation') return null;
  const leadsEmail = env().LEADS_EMAIL;
  const perDay = Math.ceil(CONFIRMATIONS_PER_RECIPIENT.limit * env().RATE_LIMIT_SCALE);
  switch (submissionKind) {
    case 'contact': {
      const row = await one(db.select().from(contactEnquiries).where(eq(contactEnquiries.id, submissionId)));
      if (!row) return null;
      const record = { ...row, language: row.language as Locale, inquiry: row.inquiry as Parameters<typeof contactMails>[0]['inquiry'] };
      return pick(await contactMails(record, leadsEmail, perDay), payload);
    }
    case 'application': {
      const row = await one(db.select().from(jobApplications).where(eq(jobApplications.id, submissionId)));
      if (!row) return null;
      const record = {
        ...row,
        comment: row.comment ?? '',
        language: row.language as Locale,
        position: row.position as Parameters<typeof applicationMails>[0]['position'],
      };
      return pick(await applicationMails(record, leadsEmail, perDay), payload);
    }
    case 'callback': {
      const row = await one(db.select().from(callbackRequests).where(eq(callbackRequests.id, submissionId)));
      if (!row) return null;
      const [team] = await callbackMails(
        {
          ...row,
          language: row.language as Locale,
          consentVersion: row.consentVersion ?? '–',
          callAfter: row.callAfter ?? row.createdAt,
          suppressed: row.suppressedReason !== null,
        },
        leadsEmail,
      );
      return team ?? null;
    }
    case 'error': {
      const row = await one(db.select().from(errorReports).where(eq(errorReports.id, submissionId)));
      if (!row) return null;
      const [team] = await errorReportMails(
        {
          id: row.id,
          createdAt: row.createdAt,
          subject: row.subject,
          language: row.language as Locale,
          error: { message: row.message, stack: row.stack, url: row.url, userAgent: row.userAgent, timestamp: row.occurredAt },
        },
        leadsEmail,
      );
      return team ?? null;
    }
    default:
      return null;
  }
}
