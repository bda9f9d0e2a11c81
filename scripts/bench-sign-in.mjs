// `npm run bench:sign-in` (after `npm run build`): what a sign-in flood does to the rest of the site,
// and whether refusals tell accounts apart by their time (docs/decisions/017-hostile-input.md).
// Starts the production server on a fresh embedded database with one staff account, then measures:
//   1. GET / p95 while idle, and while 40 clients send wrong passwords as fast as they are answered;
//      budget: the flood adds at most 300 ms to the idle p95;
//   2. the median answer time of a locked account, of an address without an account and of a wrong
//      password, one at a time; budget: the slowest within 30 % of the fastest.
// Writes reports/bench-sign-in.md; exits 1 above a budget.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../tests/support/app-server.ts';
import { INBOX_COMMAND } from '../tests/support/inbox-command.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const FLOOD_CLIENTS = 40;
const ADDED_P95_BUDGET_MS = 300;
const TIMING_RATIO_BUDGET = 1.3;
/** Sign-ins of each kind one at a time, their median compared. */
const REFUSAL_ROUNDS = 7;
const PASSWORD = 'Bench-Passwort-2026!';
const dataDir = mkdtempSync(path.join(tmpdir(), 'aitheria-bench-sign-in-'));

// The per-address limit is raised: a flood from many addresses reaches the hashing just the same.
const server = startAppServer({ port, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100000' } });
const stop = () => server.child.kill('SIGTERM');
process.on('exit', stop);
await server.ready;

const addUser = (email) =>
  new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [...INBOX_COMMAND, 'user', 'add', email],
      { env: { ...process.env, DATA_DIR: dataDir } },
      (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve()),
    );
    child.stdin.end(`${PASSWORD}\n`);
  });

/** Accounts made with the inbox command, two at a time (one per core): each start of the command takes seconds. */
async function addUsers(emails) {
  const waiting = [...emails];
  await Promise.all(
    [0, 1].map(async () => {
      while (waiting.length) await addUser(waiting.shift());
    }),
  );
}

let addressCounter = 0;
/** One sign-in from its own address; resolves with the status and the time it took. */
async function signIn(email, password) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/staff/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'x-forwarded-for': `198.18.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`,
    },
    body: new URLSearchParams({ email, password, locale: 'de' }).toString(),
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') ?? '', ms: performance.now() - started };
}

/** GET / from 5 clients, one after another each, for `seconds`; every answer time. */
async function pageLatencies() {
  const times = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);

try {
  // A fresh account per round of the timing below, so a wrong password never reaches the lock;
  // made while the routes and the page cache warm up, which nothing measures.
  const wrongPasswordAccounts = Array.from({ length: REFUSAL_ROUNDS }, (_, user) => `wrong${user}@example.com`);
  await Promise.all([addUsers(['bench@example.com', 'locked@example.com', ...wrongPasswordAccounts]), pageLatencies()]);
  await signIn('bench@example.com', 'warm-up-wrong');
  await signIn('bench@example.com', PASSWORD);

  const idle = await pageLatencies();
  let flooding = true;
  const outcomes = {};
  const flood = Promise.all(
    Array.from({ length: FLOOD_CLIENTS }, async (_, client) => {
      while (flooding) {
        const { status, location } = await signIn(`flood${client}@example.com`, 'wrong');
        const key = status === 303 ? `303 ${new URLSearchParams(location.split('?')[1]).get('error')}` : String(status);
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
    }),
  );
  const underFlood = await pageLatencies();
  flooding = false;
  await flood;
  const idleP95 = percentile(idle, 95);
  const floodP95 = percentile(underFlood, 95);

  // Lock one account, then time each kind of refusal one at a time, interleaved.
  for (let attempt = 0; attempt < 5; attempt++) await signIn('locked@example.com', 'wrong');
  const times = { locked: [], unknown: [], wrongPassword: [] };
  for (let round = 0; round < REFUSAL_ROUNDS; round++) {
    times.locked.push((await signIn('locked@example.com', PASSWORD)).ms);
    times.unknown.push((await signIn(`nobody${round}@example.com`, PASSWORD)).ms);
    times.wrongPassword.push((await signIn(`wrong${round}@example.com`, 'not-the-password')).ms);
  }
  const medians = Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, median(list)]));
  const ratio = Math.max(...Object.values(medians)) / Math.min(...Object.values(medians));

  const addedOk = floodP95 <= idleP95 + ADDED_P95_BUDGET_MS;
  const timingOk = ratio <= TIMING_RATIO_BUDGET;
  const table = `# Sign-in under attack

Generated by \`npm run bench:sign-in\` on ${new Date().toISOString().slice(0, 10)} against the production build (embedded database,
SIGN_IN_HASH_CONCURRENCY ${process.env.SIGN_IN_HASH_CONCURRENCY ?? 1}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 8}), on this machine (${seconds} s per phase).

## The rest of the site during a sign-in flood

GET / from 5 clients, idle and while ${FLOOD_CLIENTS} clients send wrong passwords as fast as they are answered.

| phase | requests | p50 ms | p95 ms |
| --- | --- | --- | --- |
| idle | ${idle.length} | ${median(idle).toFixed(1)} | ${idleP95.toFixed(1)} |
| ${FLOOD_CLIENTS} sign-ins in flight | ${underFlood.length} | ${median(underFlood).toFixed(1)} | ${floodP95.toFixed(1)} |

Added p95: ${(floodP95 - idleP95).toFixed(1)} ms (budget ${ADDED_P95_BUDGET_MS} ms): **${addedOk ? 'pass' : 'FAIL'}**.
Sign-in answers during the flood: ${Object.entries(outcomes)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ')}.

## Refusals cost the same time

Median of ${REFUSAL_ROUNDS} sign-ins each, one at a time.

| refusal | median ms |
| --- | --- |
| locked account | ${medians.locked.toFixed(0)} |
| address without an account | ${medians.unknown.toFixed(0)} |
| wrong password | ${medians.wrongPassword.toFixed(0)} |

Slowest / fastest: ${ratio.toFixed(2)} (budget ${TIMING_RATIO_BUDGET}): **${timingOk ? 'pass' : 'FAIL'}**.
`;
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-sign-in.md', table);
  console.log(table);
  if (!addedOk || !timingOk) process.exitCode = 1;
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
