import { sql } from 'drizzle-orm';
import { submissionKinds } from '../../lib/enquiries/kinds';
import { callOutcomes, callStates, voicePlatforms, type TranscriptTurn } from '../../lib/inbox/call-vocabulary';
import { leadKinds, leadStatuses } from '../../lib/inbox/lead-vocabulary';
import type { ChatTranscript } from '@/lib/schemas/chat';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Columns every stored enquiry has: who sent it from where, in which language, and its handling state. */
const enquiryColumns = () => ({
  id: uuid('id').primaryKey(),
  createdAt: createdAt(),
  language: text('language').notNull(),
  /** Kept with the record for abuse handling and, for callbacks, proof of the request (privacy page). */
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The client's Idempotency-Key: a retried or double-clicked submission stores one record. */
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status', { enum: leadStatuses }).notNull().default('new'),
  /** Set when staff mark the enquiry done or spam; the retention period runs from here (lib/constants/retention.ts). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const callbackRequests = pgTable(
  'callback_requests',
  {
    ...enquiryColumns(),
    /** E.164, e.g. +4930123456. */
    phone: text('phone').notNull(),
    website: text('website'),
    /** Proof of consent (GDPR Art. 7(1)): the wording's version, the exact wording shown in `language`, its SHA-256. */
    consentVersion: text('consent_version'),
    consentText: text('consent_text'),
    consentHash: text('consent_hash'),
    /** When the voice agent may call: at once inside CALLBACK_HOURS, else when the window opens. */
    callAfter: timestamp('call_after', { withTimezone: true }),
    /** Set when the number is on the do-not-call list: stored, answered as usual, never passed to the platform. */
    suppressedReason: text('suppressed_reason', { enum: ['do_not_call'] }),
    /** The chat conversation the visitor chose to attach when asking for the callback in the chat panel. */
    chatTranscript: jsonb('chat_transcript').$type<ChatTranscript>(),
  },
  (table) => [
    index('callback_requests_phone_created_idx').on(table.phone, table.createdAt),
    index('callback_requests_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * The call a voice platform places for a callback request (server/voice/, docs/voice-platforms.md): one
 * row per callback, written when the first create-call request goes out and deleted with its callback.
 * `dial_started_at` is set before each create-call request is sent and the platform's call id the moment
 * it answers: a row in `dialling` without an id is a request whose answer is not stored, which is looked
 * up on the platform before any new attempt. The rest is the platform's own account of the call, read
 * from its API (events are only notices), and what the next server-side read is due.
 */
export const callbackCalls = pgTable(
  'callback_calls',
  {
    callbackId: uuid('callback_id')
      .primaryKey()
      .references(() => callbackRequests.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: voicePlatforms }).notNull(),
    /** The platform's id of the call (ElevenLabs conversation, Synthflow or Vapi call). */
    callId: text('call_id'),
    state: text('state', { enum: callStates }).notNull(),
    outcome: text('outcome', { enum: callOutcomes }),
    /** The platform's own words for how the call ended or why it failed (e.g. `customer-busy`). */
    reason: text('reason'),
    /** When the last create-call request was sent; in doubt from then until its answer is stored. */
    dialStartedAt: timestamp('dial_started_at', { withTimezone: true }),
    /** When the platform answered with the call's id. */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    /** The platform's summary and transcript: personal data, exported and erased with the callback, never logged. */
    summary: text('summary'),
    transcript: jsonb('transcript').$type<TranscriptTurn[]>(),
    /** Kept only when the platform sends one; the recording itself stays with the platform. */
    recordingUrl: text('recording_url'),
    /** Look-ups of a request in doubt so far (server/voice/dial-channel.ts). */
    lookups: integer('lookups').notNull().default(0),
    /** When the server reads the call from the platform itself, lacking a final event (server/voice/call-poll.ts). */
    pollAfter: timestamp('poll_after', { withTimezone: true }),
    polls: integer('polls').notNull().default(0),
    /** When the platform's account was last read. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('callback_calls_platform_call_idx').on(table.platform, table.callId),
    index('callback_calls_poll_idx')
      .on(table.pollAfter)
      .where(sql`${table.pollAfter} is not null`),
  ],
);

/** Digests of voice-platform events already applied: a repeated event changes nothing. */
export const voiceEventReceipts = pgTable('voice_event_receipts', {
  digest: text('digest').primaryKey(),
  receivedAt: createdAt(),
});

/** Numbers that must never be called, in E.164, with why and since when. */
export const doNotCall = pgTable('do_not_call', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull(),
  source: text('source', { enum: ['staff', 'platform', 'erasure'] }).notNull(),
  createdAt: createdAt(),
});

/** Signatures of inbound webhooks already accepted: a replay inside the timestamp tolerance is refused. */
export const webhookReceipts = pgTable('webhook_receipts', {
  signature: text('signature').primaryKey(),
  receivedAt: createdAt(),
});

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    ...enquiryColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    company: text('company').notNull(),
    inquiry: text('inquiry').notNull(),
    comment: text('comment').notNull(),
    /** The chat conversation the visitor chose to attach when sending the enquiry from the chat panel. */
    chatTranscript: jsonb('chat_transcript').$type<ChatTranscript>(),
  },
  (table) => [index('contact_enquiries_created_idx').on(table.createdAt, table.id)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    ...enquiryColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    position: text('position').notNull(),
    comment: text('comment'),
  },
  (table) => [index('job_applications_created_idx').on(table.createdAt, table.id)],
);

export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey(),
  createdAt: createdAt(),
  language: text('language').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  stack: text('stack').notNull(),
  url: text('url').notNull(),
  /** The browser the report describes (from the report itself). */
  userAgent: text('user_agent').notNull(),
  /** When the error happened, as the browser wrote it. */
  occurredAt: text('occurred_at').notNull(),
});

/**
 * The newsletter list (docs/decisions/025-newsletter-and-crm.md). An address is subscribed while
 * `subscribed_at` is set and no later `unsubscribed_at` ends it; a sign-up waits for its double
 * opt-in from `confirmation_requested_at` until the link expires.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    language: text('language'),
    createdAt: createdAt(),
    /** When the address confirmed (the double opt-in's second step). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The latest sign-up; its confirmation link carries this instant and expires 7 days after it. */
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
    /** The consent record: the version of the wording ticked, its language and when it was ticked. */
    consentVersion: text('consent_version'),
    consentLanguage: text('consent_language'),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_subscribers_created_idx').on(table.createdAt, table.id)],
);

export { submissionKinds };
export type { SubmissionKind } from '../../lib/enquiries/kinds';

/**
 * Transactional outbox: every mail and webhook is written in the same transaction as the
 * enquiry it belongs to, then delivered by the worker (server/outbox/worker.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    /** `crm`: a lead forwarded to a LEAD_WEBHOOK_URLS endpoint (one delivery per lead and endpoint). */
    channel: text('channel', { enum: ['mail', 'webhook', 'crm'] }).notNull(),
    /** What the delivery is, e.g. contact.team-notification. */
    topic: text('topic').notNull(),
    submissionKind: text('submission_kind', { enum: submissionKinds }).notNull(),
    submissionId: uuid('submission_id').notNull(),
    payload: jsonb('payload').notNull(),
    /** `cancelled`: a callback whose number went on the do-not-call list before it was delivered. */
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lease of the worker that delivers it now (server/outbox/leases.ts): until when, on the
     * database's clock, and the token only that worker knows. A worker that died leaves the lease to
     * expire; then another one takes the delivery.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    // Each channel is claimed on its own, fresh deliveries before retries (server/outbox/leases.ts).
    index('outbox_channel_due_idx')
      .on(table.channel, table.attempts, table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_submission_idx').on(table.submissionId),
    // Each event of a lead (created, its call's outcome) reaches each CRM endpoint once, however it is written again.
    uniqueIndex('outbox_crm_once_idx')
      .on(table.submissionId, table.topic, sql`(${table.payload}->>'endpoint')`)
      .where(sql`${table.channel} = 'crm'`),
  ],
);

export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('delivery_attempts_outbox_idx').on(table.outboxId)],
);

/** Fixed-window counters shared by every app instance that uses the same database. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Staff accounts of the inbox, created by `npm run inbox -- user add`, never by a public page. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  /** scrypt, self-describing (server/staff/password.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  /** Failed sign-ins since the last successful one; at the limit the account is locked for a while. */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Sent with every state-changing form of the inbox and compared with this value. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; an idle session ends earlier (server/staff/sessions.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** What staff did with a lead: status changes, notes and delivery retries, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionKind: text('submission_kind', { enum: leadKinds }).notNull(),
    submissionId: uuid('submission_id').notNull(),
    at: createdAt(),
    actor: text('actor').notNull(),
    action: text('action', { enum: ['status', 'note', 'retry'] }).notNull(),
    fromStatus: text('from_status', { enum: leadStatuses }),
    toStatus: text('to_status', { enum: leadStatuses }),
    note: text('note'),
  },
  (table) => [index('lead_events_submission_idx').on(table.submissionId)],
);

export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'sign_out',
  'export_csv',
  'subject_export',
  'erasure',
  'purge',
  'user_added',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Sign-ins, exports, erasures and purges, for staff to see. Never holds the data of a data subject. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: createdAt(),
    /** A staff e-mail, `inbox command` or `retention job`. */
    actor: text('actor').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/** Tombstones of data-subject erasures: that one happened and when, nothing about whom. */
export const erasures = pgTable('erasures', {
  id: uuid('id').primaryKey(),
  erasedAt: createdAt(),
});

/**
 * Keys the server makes for itself on its first start and shares between instances through the
 * database, for settings that are optional in the environment (server/secrets.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Raw analytics events, sent only with "Analyse" consent (docs/decisions/024-first-party-analytics.md).
 * No IP, no user agent, no cookie: `visitor` is a keyed hash under the day's salt, which is thrown
 * away when the day ends, so a visitor cannot be followed from one day to the next. Kept 30 days.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The day in the company's time zone; the salt and the roll-up are per day. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    type: text('type').notNull(),
    /** The page's own (German) path, whatever language the address had. */
    path: text('path').notNull(),
    language: text('language').notNull(),
    /** The referring site's domain, nothing more of its address. */
    referrer: text('referrer'),
    device: text('device'),
    viewport: text('viewport'),
    /** Which CTA, form, scroll depth or language switch the event names. */
    target: text('target'),
    /** The field a rejected form failed on (never its value). */
    detail: text('detail'),
    /** A measurement of the page as the visitor felt it (`web_vital`): milliseconds, or layout shift in thousandths. */
    value: integer('value'),
  },
  (table) => [index('analytics_events_day_idx').on(table.day)],
);

/** Events and unique visitors per day, type and one dimension (`all` with an empty value: the day's total). Kept 25 months. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.type, table.dimension, table.value] })],
);

/** The salt of the visitor hash, one per day; a past day's salt is deleted, so its hashes can no longer be recomputed. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Questions the chat agent did not answer well (server/chat/unanswered.ts): declined, or answered and followed by the
 * visitor's "that did not help" or a handoff (`outcome`). The question with e-mail addresses and numbers removed, its
 * language and the page it was answered from (or the nearest one); no visitor, no address, no conversation.
 */
export const chatUnanswered = pgTable(
  'chat_unanswered',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    language: text('language').notNull(),
    page: text('page'),
    question: text('question').notNull(),
    outcome: text('outcome', { enum: ['declined', 'not_helpful', 'handoff'] })
      .notNull()
      .default('declined'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_unanswered_created_at_idx').on(table.createdAt)],
);
