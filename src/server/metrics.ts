import 'server-only';
import client from 'prom-client';
import type { Database } from './db';
import { channelBacklog, channels, type Channel } from './outbox/leases';
import type { AttemptResult } from './outbox/deliver';
import { sql } from 'drizzle-orm';

/**
 * The process's Prometheus metrics (GET /api/metrics, docs/decisions/020-operations.md). One
 * registry per process, kept on globalThis: Next.js bundles the route handlers and the server hooks
 * separately, and both must count into the same metrics.
 */
type Metrics = {
  registry: client.Registry;
  httpRequests: client.Counter<'method' | 'route' | 'status'>;
  httpDuration: client.Histogram<'method' | 'route' | 'status'>;
  submissions: client.Counter<'kind' | 'outcome'>;
  deliveries: client.Counter<'channel' | 'outcome'>;
  signIns: client.Counter<'outcome'>;
  rateLimited: client.Counter<'limit'>;
  calls: client.Counter<'platform' | 'outcome'>;
  callEvents: client.Counter<'platform' | 'result'>;
  database: { current?: () => Promise<Database> };
};

const holderKey = Symbol.for('aitheria.metrics');
type Holder = { [holderKey]?: Metrics };

function create(): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service: 'aitheria-web' });
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const database: Metrics['database'] = {};
  const metric = { registers: [registry] };
  const outboxStatus = new client.Gauge({
    ...metric,
    name: 'aitheria_outbox_deliveries',
    help: 'Deliveries in the outbox by channel and status (the whole cluster, read from the database).',
    labelNames: ['channel', 'status'] as const,
    async collect() {
      if (!database.current) return;
      const result = (await (
        await database.current()
      ).execute(sql`select channel, status, count(*)::int as count from outbox group by channel, status`)) as unknown as {
        rows: { channel: string; status: string; count: number }[];
      };
      for (const channel of channels)
        for (const status of ['pending', 'delivered', 'failed', 'cancelled']) this.set({ channel, status }, 0);
      for (const row of result.rows) this.set({ channel: row.channel, status: row.status }, Number(row.count));
    },
  });
  const oldest = new client.Gauge({
    ...metric,
    name: 'aitheria_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due delivery of each channel has waited past its due time.',
    labelNames: ['channel'] as const,
    async collect() {
      if (!database.current) return;
      const backlog = await channelBacklog(await database.current());
      for (const channel of Object.keys(backlog) as Channel[]) this.set({ channel }, backlog[channel].oldestDueSeconds);
    },
  });
  const callStatus = new client.Gauge({
    ...metric,
    name: 'aitheria_voice_calls',
    help: 'Callbacks by voice platform and the status of their call (the whole cluster, read from the database).',
    labelNames: ['platform', 'status'] as const,
    async collect() {
      if (!database.current) return;
      const result = (await (
        await database.current()
      ).execute(
        sql`select platform, case when state = 'ended' then coalesce(outcome, 'failed') else state end as status, count(*)::int as count
          from callback_calls group by 1, 2`,
      )) as unknown as { rows: { platform: string; status: string; count: number }[] };
      this.reset();
      for (const row of result.rows) this.set({ platform: row.platform, status: row.status }, Number(row.count));
    },
  });
  void outboxStatus;
  void oldest;
  void callStatus;
  return {
    registry,
    database,
    httpRequests: new client.Counter({
      ...metric,
      name: 'aitheria_http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
    }),
    httpDuration: new client.Histogram({
      ...metric,
      name: 'aitheria_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    submissions: new client.Counter({
      ...metric,
      name: 'aitheria_submissions_total',
      help: 'Form submissions by kind and outcome (stored, replayed, invalid, rate_limited, trapped, failed, refused).',
      labelNames: ['kind', 'outcome'] as const,
    }),
    deliveries: new client.Counter({
      ...metric,
      name: 'aitheria_outbox_attempts_total',
      help: 'Delivery attempts of this instance by channel and outcome (delivered, failed, cancelled, lost).',
      labelNames: ['channel', 'outcome'] as const,
    }),
    signIns: new client.Counter({
      ...metric,
      name: 'aitheria_sign_ins_total',
      help: 'Staff sign-ins by outcome (success, invalid, locked, too_many_attempts, busy).',
      labelNames: ['outcome'] as const,
    }),
    rateLimited: new client.Counter({
      ...metric,
      name: 'aitheria_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'] as const,
    }),
    calls: new client.Counter({
      ...metric,
      name: 'aitheria_voice_call_outcomes_total',
      help: 'Calls of this instance whose outcome became known, by voice platform and outcome (connected, no_answer, busy, voicemail, failed).',
      labelNames: ['platform', 'outcome'] as const,
    }),
    callEvents: new client.Counter({
      ...metric,
      name: 'aitheria_voice_events_total',
      help: 'Call events received from the voice platform, by platform and result (applied, repeated, ignored, invalid, stale, failed).',
      labelNames: ['platform', 'result'] as const,
    }),
  };
}

export function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[holderKey] ??= create();
  return holder[holderKey];
}

/** Where the outbox gauges read from when they are scraped. */
export function readOutboxMetricsFrom(database: () => Promise<Database>): void {
  metrics().database.current = database;
}

export const recordDelivery = (channel: Channel, outcome: AttemptResult) => metrics().deliveries.inc({ channel, outcome });
export const recordSubmission = (kind: string, outcome: string) => metrics().submissions.inc({ kind, outcome });
export const recordSignIn = (outcome: string) => metrics().signIns.inc({ outcome });
export const recordCallOutcome = (platform: string, outcome: string) => metrics().calls.inc({ platform, outcome });
export const recordCallEvent = (platform: string, result: string) => metrics().callEvents.inc({ platform, result });
/** A refusal by the limit whose key starts with `limit:` (contact, callback-phone, staff-sign-in…). */
export const recordRateLimited = (key: string) => metrics().rateLimited.inc({ limit: key.split(':')[0] ?? 'unknown' });

export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}
