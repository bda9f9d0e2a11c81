import 'server-only';
import { randomUUID } from 'node:crypto';
import { StatementParameters, type StatementText } from '../db/statement-text';
import type { LimitCheck } from '../rate-limit';
import type { OutboxMessage } from './types';

/** The NOTIFY channel on which an instance announces new deliveries to the others (server/outbox/runner.ts). */
export const OUTBOX_NOTIFY_CHANNEL = 'aitheria_outbox';

export type Admission = {
  /**
   * `insert into <table> (…) select … where <admitted> on conflict do nothing returning id`, its
   * values added to `params`.
   */
  insertSubmission: (params: StatementParameters, admitted: string) => string;
  kind: string;
  messages: readonly OutboxMessage[];
  /** Counters the submission must stay within (the client address, a phone number); one hit each. */
  limits: readonly LimitCheck[];
  /** The counter of confirmations to the sender's address: over it, the confirmation is left out. */
  confirmations?: LimitCheck;
};

/**
 * The one statement that admits a submission (docs/decisions/007-enquiry-backend.md, 019-outbox-leases.md):
 * it counts a hit on every rate limit, stores the submission only if all of them still allow it, and
 * inserts its deliveries from what was stored, so a submission and its deliveries exist together or
 * not at all, in one round trip. The confirmation to the sender is inserted only while that address's
 * confirmations allow it; the team notification then carries the variant that says so. Answers one
 * row: the hits of every counter, and the ids of what was stored. The statement does not announce its
 * deliveries itself: its caller does once it has committed (dueNow, server/outbox/announce.ts).
 * Written as text (docs/decisions/033-admission-as-text.md): submissions of one shape (the same
 * columns, counters and deliveries) get the same text, which PostgreSQL prepares once.
 */
export function admissionStatement({ insertSubmission, kind, messages, limits, confirmations }: Admission): StatementText {
  const params = new StatementParameters();
  const counters = confirmations ? [...limits, confirmations] : [...limits];
  const windowStart = (check: LimitCheck) => params.add(check.windowStart.toISOString(), 'timestamptz');
  const counterRow = (check: LimitCheck) => `(${params.add(check.key)}, ${windowStart(check)}, 1)`;
  const maxRow = (check: LimitCheck) => `(${params.add(check.key)}, ${windowStart(check)}, ${params.add(check.max, 'int')})`;
  const countersCte = counters.length
    ? `
      counted as (
        insert into rate_limit_windows (key, window_start, hits) values ${counters.map(counterRow).join(', ')}
        on conflict (key, window_start) do update set hits = rate_limit_windows.hits + 1
        returning key, window_start, hits
      ),`
    : `counted as (select null::text as key, null::timestamptz as window_start, 0 as hits where false),`;
  const withinAll = (checks: readonly LimitCheck[]) =>
    checks.length
      ? `coalesce((select bool_and(counted.hits <= allowed.max) from counted join (values ${checks.map(maxRow).join(', ')}) as allowed (key, window_start, max) on allowed.key = counted.key and allowed.window_start = counted.window_start), true)`
      : `true`;
  const verdict = `verdict as (select ${withinAll(limits)} as admitted, ${confirmations ? withinAll([confirmations]) : 'true'} as confirm)`;
  const inserted = `inserted as (${insertSubmission(params, '(select admitted from verdict)')})`;
  const deliveryRow = (message: OutboxMessage) =>
    `(${[
      params.add(randomUUID(), 'uuid'),
      params.add(message.channel),
      params.add(message.topic),
      params.add(JSON.stringify(message.payload), 'jsonb'),
      message.ifConfirmationWithheld ? params.add(JSON.stringify(message.ifConfirmationWithheld), 'jsonb') : 'null::jsonb',
      params.add(Boolean(message.confirmation), 'boolean'),
      params.add((message.notBefore ?? new Date()).toISOString(), 'timestamptz'),
    ].join(', ')})`;
  const deliveriesCte = messages.length
    ? `,
      deliveries as (
        insert into outbox (id, channel, topic, submission_kind, submission_id, payload, next_attempt_at)
        select delivery.id, delivery.channel, delivery.topic, ${params.add(kind)}, inserted.id,
          case when delivery.withheld is not null and not (select confirm from verdict) then delivery.withheld else delivery.payload end,
          delivery.due
        from inserted cross join (values ${messages.map(deliveryRow).join(', ')}) as delivery (id, channel, topic, payload, withheld, confirmation, due)
        where not delivery.confirmation or (select confirm from verdict)
        returning id
      )`
    : '';
  const text = `
    with ${countersCte}
    ${verdict},
    ${inserted}${deliveriesCte}
    select
      (select coalesce(json_agg(json_build_array(key, hits)), '[]'::json) from counted) as hits,
      (select id from inserted) as id,
      (select confirm from verdict) as confirmed`;
  return { sql: text, params: params.values };
}

/** Whether a delivery among `messages` is due now, so that the instances are told once it is stored. */
export function dueNow(messages: readonly OutboxMessage[], now = Date.now()): boolean {
  return messages.some((message) => !message.notBefore || message.notBefore.getTime() <= now);
}
