import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Database } from '../db';
import { callbackRequests, contactEnquiries, errorReports, jobApplications, type SubmissionKind } from '../db/schema';
import { env } from '../env';
import type { MailDelivery, MailMessage } from '../outbox/types';
import { CONFIRMATIONS_PER_RECIPIENT } from '../submissions/confirmations';
import { applicationMails, callbackMails, contactMails, errorReportMails, type MailsWithConfirmation } from './templates';

export type StoredMail = { submissionKind: SubmissionKind; submissionId: string; payload: MailDelivery };

const one = async <Row>(rows: Promise<Row[]>) => (await rows)[0];

const pick = (mails: MailsWithConfirmation, delivery: MailDelivery) =>
  delivery.mail === 'confirmation' ? mails.confirmation : delivery.confirmation === 'withheld' ? mails.teamWithoutConfirmation : mails.team;

/**
 * The mail a delivery sends, written now from its submission as stored (docs/decisions/019-outbox-leases.md);
 * null when the submission no longer exists (erased on request, or purged).
 */
export async function mailOfDelivery(db: Database, { submissionKind, submissionId, payload }: StoredMail): Promise<MailMessage | null> {
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
