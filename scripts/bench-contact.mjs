// `npm run bench:contact` (after `npm run build`): how many contact enquiries per second the
// server stores with the embedded PGlite database. Starts its own server on a fresh data
// directory with the rate limits raised, runs autocannon, writes reports/bench-contact.md.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'aitheria-bench-'));

const server = spawn(process.execPath, ['server.mjs'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/website-analysis`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const body = (n) =>
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

try {
  await waitForServer();
  let counter = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/contact`,
    method: 'POST',
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          return { ...request, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: body(counter) };
        },
      },
    ],
  });
  const ok = result['2xx'];
  const rows = [
    ['duration', `${result.duration} s, ${connections} connections`],
    [
      'requests answered 2xx',
      `${ok} of ${result.requests.total} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    ],
    ['sustained rate', `${(ok / result.duration).toFixed(1)} req/s (mean ${result.requests.average}/s)`],
    ['latency p50 / p90 / p99 / max', `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`],
  ];
  const table = ['| measure | value |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
  const report = `# POST /api/contact with embedded PGlite\n\nMeasured ${new Date().toISOString()} on this machine by \`npm run bench:contact\` (rate limits raised for the run). Every 2xx answer is a stored enquiry with its two mails in the outbox.\n\n${table}\n`;
  writeFileSync('reports/bench-contact.md', report);
  console.log(report);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
