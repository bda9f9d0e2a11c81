import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notReached, type CallFilter } from '@/lib/inbox/call-vocabulary';

/** The topic of a callback's delivery to the voice platform or the generic webhook (server/enquiries/callback.ts). */
export const CALLBACK_DELIVERY_TOPIC = 'callback.voice-agent';

/**
 * A callback's call status in one word (lib/inbox/call-vocabulary.ts, CallStatus), from `callback_requests` and
 * its `callback_calls` row joined under their own names: the one definition the inbox list, its filter, the
 * lead's page and the insights share. Without a call row, the generic webhook's delivery says whether the
 * callback was handed over (or cancelled by the do-not-call list).
 */
export const callStatusSql: SQL = sql.raw(`case
  when callback_requests.suppressed_reason is not null or callback_calls.state = 'suppressed' then 'suppressed'
  when callback_calls.state = 'ended' then coalesce(callback_calls.outcome, 'failed')
  when callback_calls.state is not null then callback_calls.state
  else coalesce((
    select case outbox.status when 'delivered' then 'handed_over' when 'cancelled' then 'suppressed' end from outbox
    where outbox.submission_id = callback_requests.id and outbox.topic = '${CALLBACK_DELIVERY_TOPIC}'
      and outbox.status in ('delivered', 'cancelled')
    limit 1), 'waiting')
end`);

/** `callback_requests` with its call, under the names callStatusSql reads. */
export const callbackWithCall = sql.raw('callback_requests left join callback_calls on callback_calls.callback_id = callback_requests.id');

/** The condition of the inbox list's call filter. */
export const callFilterSql = (filter: CallFilter): SQL =>
  filter === 'not_reached'
    ? sql`(${callStatusSql}) in (${sql.join(
        notReached.map((status) => sql`${status}`),
        sql`, `,
      )})`
    : sql`(${callStatusSql}) = ${filter}`;
