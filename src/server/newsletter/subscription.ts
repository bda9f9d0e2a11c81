import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NEWSLETTER_CONSENT_VERSION, type NewsletterSignup } from '@/lib/schemas/newsletter';
import type { Database } from '../db';
import type { StatementParameters } from '../db/statement-text';
import { announceDeliveries } from '../outbox/announce';
import type { LimitCheck } from '../rate-limit';
import { confirmationCounter } from '../submissions/confirmations';
import { admit, type RequestMeta, type StoreResult } from '../submissions/store';
import { readConfirmationToken, readUnsubscribeToken } from './tokens';

/** Subscribed: confirmed, and not unsubscribed since (as SQL text, for the admission statement). */
const subscribedCondition = (table: string) =>
  `(${table}.subscribed_at is not null and (${table}.unsubscribed_at is null or ${table}.unsubscribed_at < ${table}.subscribed_at))`;
const isSubscribed = (table: string) => sql.raw(subscribedCondition(table));

/**
 * A sign-up (double opt-in, docs/decisions/025-newsletter-and-crm.md): in one admission statement
 * with the rate limits, the address is stored as waiting for its confirmation, with the consent
 * record (version, language, time), and the confirmation mail is queued, unless that address had
 * its share of confirmations today. An address that is already subscribed is left as it is and gets
 * no mail; the answer is the same either way, so it reveals nothing about the list.
 */
export async function requestSubscription(
  db: Database,
  data: NewsletterSignup,
  meta: RequestMeta,
  limits: readonly LimitCheck[] = [],
  now = new Date(),
): Promise<StoreResult> {
  const at = now.toISOString();
  const insertSubmission = (params: StatementParameters, admitted: string) => `
    insert into newsletter_subscribers as subscriber
      (id, email, language, created_at, ip, user_agent, confirmation_requested_at, consent_version, consent_language, consent_given_at)
    select ${params.add(randomUUID(), 'uuid')}, ${params.add(data.email)}, ${params.add(data.language)}, ${params.add(at, 'timestamptz')},
      ${params.add(meta.ip)}, ${params.add(meta.userAgent)}, ${params.add(at, 'timestamptz')}, ${params.add(NEWSLETTER_CONSENT_VERSION)},
      ${params.add(data.language)}, ${params.add(at, 'timestamptz')}
    where ${admitted}
    on conflict (email) do update set
      language = excluded.language, ip = excluded.ip, user_agent = excluded.user_agent,
      confirmation_requested_at = excluded.confirmation_requested_at, consent_version = excluded.consent_version,
      consent_language = excluded.consent_language, consent_given_at = excluded.consent_given_at
    where not ${subscribedCondition('subscriber')}
    returning id`;
  const id = await admit(db, {
    insertSubmission,
    kind: 'newsletter',
    messages: [
      {
        channel: 'mail',
        topic: 'newsletter.confirmation',
        payload: { mail: 'newsletter-confirmation', requestedAt: at },
        confirmation: true,
      },
    ],
    limits,
    confirmations: await confirmationCounter(db, data.email),
  });
  // The endpoint answers without an id, so an address already on the list looks like any other.
  return id ? { id, created: true } : { id: randomUUID(), created: false };
}

export type ConfirmationOutcome = 'confirmed' | 'expired' | 'invalid';

type Rows<Row> = { rows: Row[] };

/**
 * The second step of the double opt-in: a valid, unexpired link of a sign-up that no later
 * unsubscribe has overtaken subscribes the address (once: the welcome mail is queued in the same
 * statement). Opening the link again answers `confirmed` and changes nothing.
 */
export async function confirmSubscription(db: Database, token: string, now = Date.now()): Promise<ConfirmationOutcome> {
  const claim = await readConfirmationToken(db, token, now);
  if (!claim) return 'invalid';
  if (claim.expired) return 'expired';
  const requestedAt = claim.requestedAt.toISOString();
  const result = (await db.execute(sql`
    with current as (
      select id, ${isSubscribed('newsletter_subscribers')} as subscribed from newsletter_subscribers
      where id = ${claim.subscriberId}
        and confirmation_requested_at >= ${requestedAt}::timestamptz
        and (unsubscribed_at is null or unsubscribed_at < ${requestedAt}::timestamptz or ${isSubscribed('newsletter_subscribers')})
    ),
    confirmed as (
      update newsletter_subscribers set subscribed_at = now()
      where id = (select id from current where not subscribed)
      returning id
    ),
    welcome as (
      insert into outbox (id, channel, topic, submission_kind, submission_id, payload)
      select gen_random_uuid(), 'mail', 'newsletter.welcome', 'newsletter', id, '{"mail":"newsletter-welcome"}'::jsonb from confirmed
      returning id
    )
    select (select count(*)::int from current) as found, (select count(*)::int from welcome) as welcomed
  `)) as unknown as Rows<{ found: number; welcomed: number }>;
  if (Number(result.rows[0]?.welcomed ?? 0) > 0) announceDeliveries(db);
  return Number(result.rows[0]?.found ?? 0) > 0 ? 'confirmed' : 'invalid';
}

/** Keeps the first opt-out time unless the address subscribed again after it. */
const unsubscribedAtNow = (now: Date) =>
  sql`case when newsletter_subscribers.unsubscribed_at is not null and (newsletter_subscribers.subscribed_at is null or newsletter_subscribers.unsubscribed_at >= newsletter_subscribers.subscribed_at) then newsletter_subscribers.unsubscribed_at else ${now.toISOString()}::timestamptz end`;

/**
 * The one-click unsubscribe of a mail's List-Unsubscribe address (RFC 8058): the token names the
 * subscriber. False when the token is not one of ours; an address no longer stored (erased) is
 * gone from the list already, which is what the click asked for.
 */
export async function unsubscribeByToken(db: Database, token: string, now = new Date()): Promise<boolean> {
  const subscriberId = await readUnsubscribeToken(db, token);
  if (!subscriberId) return false;
  await db.execute(sql`update newsletter_subscribers set unsubscribed_at = ${unsubscribedAtNow(now)} where id = ${subscriberId}`);
  return true;
}

/**
 * Marks the address unsubscribed (the /unsubscribe page). An address we never had is recorded as
 * unsubscribed too, so it is never mailed later, and the answer does not reveal who is on the list.
 */
export async function unsubscribe(db: Database, email: string, meta: RequestMeta, now = new Date()): Promise<{ id: string }> {
  const result = (await db.execute(sql`
    insert into newsletter_subscribers (id, email, unsubscribed_at, ip, user_agent)
    values (${randomUUID()}::uuid, ${email}, ${now.toISOString()}::timestamptz, ${meta.ip}, ${meta.userAgent})
    on conflict (email) do update set unsubscribed_at = ${unsubscribedAtNow(now)}
    returning id
  `)) as unknown as Rows<{ id: string }>;
  return { id: result.rows[0]!.id };
}
