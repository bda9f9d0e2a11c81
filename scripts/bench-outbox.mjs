// `npm run bench:outbox` (after `npm run build`): how fast the outbox hands callbacks to the voice
// platform (docs/decisions/019-outbox-leases.md). Starts the production server with a local webhook
// receiver and a mail server that refuses every connection, makes 1,200 mails fail, then measures
//   1. how long 5 new callbacks take to reach the receiver while those mails wait (budget 5 s each);
//   2. how long 300 callbacks sent at once take to drain (budget 10 s).
// With PGlite, and with PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
// Writes reports/bench-outbox.md; exits 1 above a budget.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../tests/support/app-server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';

const port = Number(process.env.BENCH_PORT ?? 3240);
const origin = `http://127.0.0.1:${port}`;
const FAILING_MAILS = 1200;
const FRESH_BUDGET_MS = 5_000;
const DRAIN_BUDGET_MS = 10_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The consent wording's version the callback form sends (src/lib/schemas/callback-consent-version.ts). */
const CALLBACK_CONSENT_VERSION = /CALLBACK_CONSENT_VERSION = '([^']+)'/.exec(
  readFileSync('src/lib/schemas/callback-consent-version.ts', 'utf8'),
)[1];

/** The voice platform: answers at once and notes when each callback arrived. */
async function startReceiver() {
  const arrivals = new Map();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { id } = JSON.parse(body);
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/callbacks`, arrivals, close: () => server.close() };
}

async function startServer(env) {
  const server = startAppServer({ port, env: { RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'error', CALLBACK_HOURS: 'always', ...env } });
  await server.ready;
  return server;
}

const post = (endpoint, body) =>
  fetch(`${origin}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  }).then(async (response) => {
    if (response.status !== 201) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
    return (await response.json()).id;
  });

let phone = 0;
const callback = () =>
  post('/api/callback-automation', {
    phone: `+35722${String(100000 + ++phone)}`,
    language: 'en',
    consent: true,
    consentVersion: CALLBACK_CONSENT_VERSION,
  });
const contact = (n) =>
  post('/api/contact', {
    name: 'Outage Test',
    email: `outage${n}@example.org`,
    phone: '+49 30 1234567',
    company: 'Outbox GmbH',
    inquiry: 'other',
    comment: 'Mail server down.',
    language: 'de',
  });

async function inBatches(count, size, make) {
  const ids = [];
  for (let start = 0; start < count; start += size)
    ids.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  return ids;
}

async function until(condition, timeoutMs) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function measure(label, env) {
  const receiver = await startReceiver();
  const server = await startServer({
    ...env,
    CALLBACK_WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: 'bench-outbox-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  try {
    // 600 enquiries: a team notification and a confirmation each, every one failing.
    await inBatches(FAILING_MAILS / 2, 20, contact);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fresh = [];
    for (let i = 0; i < 5; i++) {
      const sent = Date.now();
      const id = await callback();
      await until(() => receiver.arrivals.has(id), 30_000);
      fresh.push((receiver.arrivals.get(id) ?? Infinity) - sent);
    }
    const started = Date.now();
    const burst = await inBatches(300, 50, callback);
    const stored = Date.now() - started;
    await until(() => burst.every((id) => receiver.arrivals.has(id)), 60_000);
    const drained = Math.max(...burst.map((id) => receiver.arrivals.get(id) ?? Infinity)) - started;
    return { label, fresh, stored, drained };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    receiver.close();
  }
}

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'aitheria-bench-outbox-'));
try {
  results.push(await measure('PGlite (embedded)', { DATA_DIR: dataDir }));
  if (postgresUrl) {
    const database = await createScratchDatabase(postgresUrl, 'bench');
    try {
      results.push(await measure('PostgreSQL', { DATA_DIR: path.join(dataDir, 'unused'), DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const rows = results.map(({ label, fresh, stored, drained }) => {
  const pass = Math.max(...fresh) <= FRESH_BUDGET_MS && drained <= DRAIN_BUDGET_MS;
  return `| ${label} | ${fresh.map(seconds).join(', ')} s | ${seconds(stored)} s | ${seconds(drained)} s (${(300 / (drained / 1000)).toFixed(0)}/s) | ${pass ? 'pass' : 'FAIL'} |`;
});
const report = `# The outbox under a mail outage

Measured ${new Date().toISOString().slice(0, 10)} on this machine by \`npm run bench:outbox\`: the production server with a webhook
receiver that answers at once and a mail server that refuses every connection, after ${FAILING_MAILS} mails have failed once.
Budgets: each new callback at the receiver within ${FRESH_BUDGET_MS / 1000} s of its request; 300 callbacks sent at once drained within ${DRAIN_BUDGET_MS / 1000} s.

| database | 5 new callbacks, request to receiver | 300 callbacks stored in | 300 callbacks at the receiver after | budget |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync('reports/bench-outbox.md', report);
console.log(report);
if (results.some(({ fresh, drained }) => Math.max(...fresh) > FRESH_BUDGET_MS || drained > DRAIN_BUDGET_MS)) process.exitCode = 1;
