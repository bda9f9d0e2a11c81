import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { RETENTION } from '@/lib/constants/retention';
import type { CallFilter, CallOutcome, CallPlatform, CallState } from '@/lib/inbox/call-vocabulary';
import type { CallView } from '@/lib/inbox/lead-view';
import type { Database, Transaction } from '../db';
import type { callbackRequests, contactEnquiries, jobApplications, newsletterSubscribers } from '../db/schema';
import { env } from '../env';
import type { SubmissionRouteDefinition } from '../http/submission-route';
import type { MailDelivery, MailMessage } from '../mail/types';
import type { MailsWithConfirmation } from '../mail/templates';
import { CONFIRMATIONS_PER_RECIPIENT } from '../submissions/confirmations';
import type { EnquiryTable } from '../submissions/store';

/** A stored row as the generic parts (the inbox command, export, erasure) read it. */
export type StoredRow = Record<string, unknown> & { id: string };

/** What an entry's mail reads: the delivery's submission and what the outbox stored about the mail. */
type MailOf = (db: Database, submissionId: string, payload: MailDelivery) => Promise<MailMessage | null>;

/** The person and the request behind a lead, as its CRM event tells them (server/crm/lead-event.ts). */
export type LeadFacts = {
  row: { id: string; createdAt: Date; language: string };
  contact: { name: string | null; email: string | null; phone: string | null; company: string | null; website: string | null };
  /** contact: the topic chosen; application: the position; callback: null. */
  subject: string | null;
  /** What the visitor wrote (contact, application); null for a callback. */
  message: string | null;
  /**
   * A callback: when the voice agent calls, whether the do-not-call list stopped the call, the consent it rests
   * on, and the call as far as it is known (null before the first dial and with the generic webhook).
   */
  callback: {
    callAfter: string | null;
    doNotCall: boolean;
    consent: { version: string | null; textSha256: string | null };
    call: CallReport | null;
  } | null;
};

/** A callback's call as the CRM sees it: where it stands, how it ended and why, and the platform's summary. */
type CallReport = {
  platform: CallPlatform | 'webhook';
  status: CallState;
  outcome: CallOutcome | null;
  reason: string | null;
  placedAt: string | null;
  startedAt: string | null;
  durationSeconds: number | null;
  summary: string | null;
};

export type LeadTable = typeof contactEnquiries | typeof callbackRequests | typeof jobApplications;
/** Every enquiry table: those `storeSubmission` stores into, and the newsletter's list of addresses. */
type StoredTable = EnquiryTable | typeof newsletterSubscribers;

/**
 * One kind of enquiry as the server handles it. Each facet is optional where a kind has none: the generic
 * parts (route handlers, the mail dispatch, the inbox, export and erasure, retention) read only these.
 */
export type EnquiryEntry = {
  /** Where its submissions are stored; export, erasure and retention work on it. */
  table: StoredTable;
  /** Its POST endpoint: schema, per-IP limit, how it is stored with its deliveries (server/http/submission-route.ts). */
  submission?: SubmissionRouteDefinition<z.ZodMiniType>;
  /** The mail of one of its outbox deliveries, written from the submission as stored now; null when it is gone. */
  mail?: MailOf;
  /** The `npm run inbox -- list` line of a stored row. */
  summary?: (row: StoredRow) => string;
  /**
   * Its personal data: the row fields that hold an address or a phone number (searched exactly, E.164 for
   * numbers), the fields that may mention them in free text (searched as substrings), and the name of its
   * rows in a data-subject export.
   */
  personalData?: {
    exportedAs: string;
    email?: string;
    phone?: string;
    mentionedIn?: string[];
    /** Rows of another table that belong to these rows (exported with them; their foreign key deletes them too). */
    attached?: { exportedAs: string; rows: (db: Database | Transaction, ids: string[]) => Promise<unknown[]> };
  };
  /** What retention deletes, under the name its count is reported by (audit log, inbox command). */
  retention?: { countedAs: string; expired: (now: Date) => SQL };
};

/** A kind the staff inbox works as a lead. */
export type LeadEntry = EnquiryEntry & {
  table: LeadTable;
  /**
   * Its row in the inbox list: SQL columns onto kind, id, created_at, status, language, name, email, phone,
   * company, topic, suppressed, call (a fixed text, never built from input), and the columns the search reads.
   */
  lead: {
    columns: SQL;
    /** What the columns are read from, when it is more than the table (a callback joins its call). */
    from?: SQL;
    searchable: string[];
    /** The inbox's filter by a call's status, for a kind whose leads are called. */
    callFilter?: (filter: CallFilter) => SQL;
    /** The call placed for a lead, shown on its page. */
    call?: (db: Database, id: string) => Promise<CallView | null>;
  };
  /** What its CRM event carries; null when the lead is gone (erased or purged). */
  crm: (db: Database, id: string) => Promise<LeadFacts | null>;
};

/** An endpoint's definition as the entry keeps it: typed by its own schema where it is written. */
export const submissionOf = <Schema extends z.ZodMiniType>(definition: SubmissionRouteDefinition<Schema>) =>
  definition as unknown as SubmissionRouteDefinition<z.ZodMiniType>;

/** The row of `table` with this id, or undefined. */
export async function storedRow<Table extends StoredTable>(
  db: Database,
  table: Table,
  id: string,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as StoredTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as Table['$inferSelect'] | undefined;
}

/** Retention of a lead: the years after staff closed it. */
export const closedLongAgo = (table: LeadTable) => (now: Date) => {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - RETENTION.closedEnquiryYears);
  return sql`${table.closedAt} < ${before}`;
};

/** The team notification or the confirmation of an enquiry that sends both. */
export const pickMail = (mails: MailsWithConfirmation, payload: MailDelivery) =>
  payload.mail === 'confirmation'
    ? mails.confirmation
    : 'confirmation' in payload && payload.confirmation === 'withheld'
      ? mails.teamWithoutConfirmation
      : mails.team;

/** How many confirmations one address gets a day, as the confirmation mail tells the sender. */
export const confirmationsPerDay = () => Math.ceil(CONFIRMATIONS_PER_RECIPIENT.limit * env().RATE_LIMIT_SCALE);
