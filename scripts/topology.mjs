// `npm run topology` (after `npm run build`; `-- --short` for the few-minute version `.ci/run` runs):
// the production topology on this machine, from Debian's packages, and a chaos test against it
// (docs/decisions/020-operations.md). PostgreSQL (TOPOLOGY_DATABASE_URL, else TEST_DATABASE_URL: a
// fresh database is made on that server), two app instances (`node server.mjs`, as the systemd unit
// and the container start them), nginx with TLS in front (deploy/nginx/aitheria.conf, a certificate
// made for the run), a voice platform that drops repeated deliveries by their id, and a mail server.
//   1. Enquiries and callbacks under load through nginx while instance A is killed with -9 and
//      started again, and instance B is stopped with SIGTERM and started again. Checked: every
//      acknowledged enquiry is stored, every acknowledged callback reaches the voice platform once,
//      and nginx answers 5xx for no longer than a restart.
//   2. The voice platform answers after 9 s: 30 callbacks, both instances delivering, each arrives once.
// Writes reports/topology.md; exits 1 when a check fails.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startAppServer } from '../tests/support/app-server.ts';
import { selfSignedCertificate, writeNginxConfig } from './nginx-site.mjs';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';

const short = process.argv.includes('--short');
const LOAD_SECONDS = short ? 24 : 90;
const CLIENTS = 8;
/** How long the clients may take to finish what they sent before the load's end: a run that hangs fails instead. */
const LOAD_OVERRUN_MS = 120_000;
const TLS_PORT = 8543;
const HTTP_PORT = 8180;
const INSTANCES = { a: 3311, b: 3312 };
const SECRET = 'topology-webhook-secret-0123';
const METRICS_TOKEN = 'topology-metrics-token-0123';
const serverUrl = process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://app:app@127.0.0.1:5432/postgres';
const consentVersion = /CALLBACK_CONSENT_VERSION = '([^']+)'/.exec(readFileSync('src/lib/schemas/callback-consent-version.ts', 'utf8'))[1];
const work = mkdtempSync(join(tmpdir(), 'aitheria-topology-'));
const cleanups = [];
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The voice platform: keeps every call it gets; a repeated delivery id is acknowledged and dropped, as docs/webhooks.md asks. */
async function startVoicePlatform() {
  const state = { delayMs: 0, calls: [], accepted: new Map() };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () =>
      setTimeout(() => {
        const deliveryId = request.headers['x-webhook-id'];
        const { id } = JSON.parse(body);
        state.calls.push({ deliveryId, id });
        if (!state.accepted.has(deliveryId)) state.accepted.set(deliveryId, id);
        response.writeHead(204).end();
      }, state.delayMs),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return { state, url: `http://127.0.0.1:${server.address().port}/voice/callbacks` };
}

/** The mail server: counts each mail and each distinct Message-ID (the outbox derives it from the delivery). */
async function startMailServer() {
  let received = 0;
  const messageIds = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk;
      });
      stream.on('end', () => {
        received += 1;
        messageIds.add(/^message-id:\s*(\S+)/im.exec(head)?.[1]);
        callback();
      });
    },
  });
  // An instance killed with -9 resets its open SMTP connection: expected here, not a failure of the run.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.error(`mail server: ${error.message}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received: () => received, distinct: () => messageIds.size };
}

const startInstance = (name, env) => startAppServer({ port: INSTANCES[name], env });

/** The POSTs an instance has answered since it started, from its own metrics. */
async function answeredPosts(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(
    () => null,
  );
  const text = response?.ok ? await response.text() : '';
  return [...text.matchAll(/^aitheria_http_requests_total\{[^}]*method="POST"[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

/** A POST through nginx with TLS; the answer's status and JSON, or the network error. */
function makeClient(certificate) {
  const agent = new Agent({ keepAlive: true, ca: certificate, maxSockets: CLIENTS * 2 });
  cleanups.push(() => agent.destroy());
  return (path, body, idempotencyKey) =>
    new Promise((resolve) => {
      const text = JSON.stringify(body);
      const request = httpsRequest(
        {
          host: 'localhost',
          port: TLS_PORT,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'idempotency-key': idempotencyKey },
          timeout: 30_000,
        },
        (response) => {
          let answer = '';
          response.on('data', (chunk) => (answer += chunk));
          response.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(answer);
            } catch {
              /* not JSON: nginx's own error page */
            }
            resolve({ status: response.statusCode, json });
          });
          // An answer cut off after its headers (an instance killed mid-answer) ends with neither 'end' nor an
          // error: it is a lost connection, sent again like any other.
          response.on('close', () => response.complete || resolve({ status: 0, error: 'the connection closed mid-answer' }));
        },
      );
      request.on('error', (error) => resolve({ status: 0, error: error.message }));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end(text);
    });
}

/**
 * Clients that send enquiries and callbacks as a browser would: each submission with its own key,
 * sent again with the same key after a 5xx or a lost connection, until it is answered or the run ends.
 */
async function runLoad(post, until) {
  const outcome = { acknowledged: { contact: new Set(), callback: new Set() }, answers: [], gaveUp: 0 };
  let counter = 0;
  const client = async () => {
    while (Date.now() < until) {
      const n = ++counter;
      const kind = n % 3 === 0 ? 'callback' : 'contact';
      const body =
        kind === 'callback'
          ? { phone: `+3572${String(2000000 + n).padStart(7, '0')}`, language: 'en', consent: true, consentVersion }
          : {
              name: `Chaos ${n}`,
              email: `chaos${n}@example.org`,
              phone: '+49 30 1234567',
              company: 'Chaos GmbH',
              inquiry: 'other',
              comment: 'Sent during a restart.',
              language: 'de',
            };
      const key = randomUUID();
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await post(kind === 'callback' ? '/api/callback-automation' : '/api/contact', body, key);
        outcome.answers.push({ at: Date.now(), status: answer.status });
        if (answer.status === 200 || answer.status === 201) {
          outcome.acknowledged[kind].add(answer.json.id);
          break;
        }
        if (answer.status !== 0 && answer.status < 500)
          throw new Error(`${kind} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        if (attempt === 19) outcome.gaveUp += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  const progress = setInterval(
    () => log(`load: ${outcome.answers.length} answers, ${outcome.answers.filter((a) => a.status === 0 || a.status >= 500).length} failed`),
    5_000,
  );
  let watchdog;
  const overdue = new Promise((_, reject) => {
    watchdog = setTimeout(
      () => reject(new Error(`the load's clients had not finished ${LOAD_OVERRUN_MS / 1000} s after the load's end`)),
      until - Date.now() + LOAD_OVERRUN_MS,
    );
  });
  try {
    await Promise.race([Promise.all(Array.from({ length: CLIENTS }, client)), overdue]);
  } finally {
    clearInterval(progress);
    clearTimeout(watchdog);
  }
  return outcome;
}

/** The longest stretch in which every answer nginx gave was a 5xx or a lost connection. */
function longestOutage(answers) {
  let longest = 0;
  let start = null;
  for (const { at, status } of [...answers].sort((x, y) => x.at - y.at)) {
    if (status === 0 || status >= 500) start ??= at;
    else if (start !== null) {
      longest = Math.max(longest, at - start);
      start = null;
    }
  }
  return longest;
}

/** How many answers had each failing status (0: the connection was lost), e.g. " (502: 3, 0: 1)"; empty without any. */
function statusCounts(answers) {
  const counts = new Map();
  for (const { status } of answers) if (status === 0 || status >= 500) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts.size ? ` (${[...counts].map(([status, count]) => `${status}: ${count}`).join(', ')})` : '';
}

async function waitFor(condition, timeoutMs) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
}

const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

try {
  const scratch = await createScratchDatabase(serverUrl, 'topology');
  cleanups.push(scratch.drop);
  const databaseUrl = scratch.url;
  const voice = await startVoicePlatform();
  const mail = await startMailServer();
  const { certificate, key } = selfSignedCertificate(work);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data'),
    SITE_URL: `https://localhost:${TLS_PORT}`,
    CALLBACK_WEBHOOK_URL: voice.url,
    WEBHOOK_SECRET: SECRET,
    CALLBACK_HOURS: 'always',
    SMTP_URL: mail.url,
    RATE_LIMIT_SCALE: '100000',
    OUTBOX_POLL_MS: '1000',
    // The shortest lease allowed: what instance a held when it was killed is taken over after 30 s.
    OUTBOX_LEASE_MS: '30000',
    SHUTDOWN_TIMEOUT_MS: '25000',
    METRICS_TOKEN,
  };
  const instances = { a: startInstance('a', env), b: startInstance('b', env) };
  cleanups.push(() => Object.values(instances).forEach((instance) => instance.child.kill('SIGKILL')));
  await Promise.all(Object.values(instances).map((instance) => instance.ready));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, folder));
  const config = writeNginxConfig(work, {
    LISTEN_HTTP: `127.0.0.1:${HTTP_PORT}`,
    LISTEN_HTTPS: `127.0.0.1:${TLS_PORT}`,
    SERVER_NAME: 'localhost',
    HTTPS_ORIGIN: `https://localhost:${TLS_PORT}`,
    TLS_CERTIFICATE: certificate,
    TLS_KEY: key,
    UPSTREAMS: Object.values(INSTANCES)
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
      .join('\n    '),
  });
  const nginx = spawn('nginx', ['-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  cleanups.push(() => nginx.kill('SIGTERM'));
  const post = makeClient(readFileSync(certificate));
  await waitFor(async () => (await post('/api/website-analysis', {}, randomUUID())).status === 405, 15_000);
  log(
    `topology up: nginx on https://localhost:${TLS_PORT}, instances on ${Object.values(INSTANCES).join(' and ')}, PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`,
  );

  // 1. Load with a kill -9 and a graceful restart.
  const started = Date.now();
  const loading = runLoad(post, started + LOAD_SECONDS * 1000);
  // A load that fails while the restarts below are under way is reported where it is awaited, after them.
  loading.catch(() => undefined);
  const at = (fraction) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + fraction * LOAD_SECONDS * 1000 - Date.now())));
  await at(0.2);
  log('kill -9 instance a');
  instances.a.child.kill('SIGKILL');
  await instances.a.exited;
  await at(0.35);
  log('start instance a again');
  instances.a = startInstance('a', env);
  await instances.a.ready;
  await at(0.55);
  // As in a rolling release: the next instance stops only once nginx sends requests to the one restarted before
  // it. nginx counts the refusals of the killed instance against it and lets only one request probe it again, so
  // until one has come back answered, stopping b would leave nginx no instance it trusts.
  const servedByA = await waitFor(async () => (await answeredPosts(INSTANCES.a)) > 0, 20_000);
  log(`instance a ${servedByA ? 'answers requests through nginx again' : 'has answered no request through nginx in 20 s'}`);
  log('SIGTERM instance b (graceful restart)');
  const stopAsked = Date.now();
  instances.b.child.kill('SIGTERM');
  const stopped = await instances.b.exited;
  const stopMs = Date.now() - stopAsked;
  instances.b = startInstance('b', env);
  await instances.b.ready;
  const restarted = Date.now();
  log(`instance b stopped with ${stopped} after ${stopMs} ms and runs again`);
  const load = await loading;

  const database = new pg.Client({ connectionString: databaseUrl });
  database.on('error', () => undefined);
  await database.connect();
  cleanups.push(() => database.end());
  const storedIds = async (table, ids) => {
    const { rows } = await database.query(`select id from ${table} where id = any($1::uuid[])`, [[...ids]]);
    return rows.length;
  };
  const contacts = load.acknowledged.contact;
  const callbacks = load.acknowledged.callback;
  check(
    'every acknowledged enquiry is stored',
    (await storedIds('contact_enquiries', contacts)) === contacts.size,
    `${contacts.size} acknowledged`,
  );
  check(
    'every acknowledged callback is stored',
    (await storedIds('callback_requests', callbacks)) === callbacks.size,
    `${callbacks.size} acknowledged`,
  );
  check('no submission given up after 20 tries', load.gaveUp === 0, `${load.gaveUp} given up`);
  check('instance b stopped gracefully (exit 0) within 30 s', stopped === 0 && stopMs < 30_000, `exit ${stopped} after ${stopMs} ms`);
  // Instance a runs again before b is stopped: every request of the graceful restart has an instance to go to.
  const duringRestart = load.answers.filter((answer) => answer.at >= stopAsked && answer.at <= restarted);
  const seenByVisitors = duringRestart.filter((answer) => answer.status === 0 || answer.status >= 500).length;
  check(
    'no visitor sees an error during the graceful restart',
    seenByVisitors === 0,
    `${seenByVisitors} of ${duringRestart.length} answers 5xx or lost between SIGTERM to b and b running again${statusCounts(duringRestart)}`,
  );
  const outage = longestOutage(load.answers);
  const fiveHundreds = load.answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
  check(
    'nginx answers 5xx for no longer than a restart (5 s)',
    outage <= 5_000,
    `${fiveHundreds} of ${load.answers.length} answers 5xx or lost, longest stretch ${outage} ms`,
  );
  await waitFor(() => [...callbacks].every((id) => [...voice.state.accepted.values()].includes(id)), 90_000);
  const acceptedIds = [...voice.state.accepted.values()];
  const onceEach = [...callbacks].every((id) => acceptedIds.filter((accepted) => accepted === id).length === 1);
  const repeats = voice.state.calls.length - voice.state.accepted.size;
  check(
    'every acknowledged callback reaches the voice platform once',
    onceEach && acceptedIds.length === callbacks.size,
    `${acceptedIds.length} callbacks for ${callbacks.size} acknowledged; ${repeats} repeated deliveries (same delivery id, dropped by the platform)`,
  );
  await waitFor(async () => {
    const { rows } = await database.query(`select count(*)::int as waiting from outbox where channel = 'mail' and status = 'pending'`);
    return rows[0].waiting === 0;
  }, 90_000);
  const { rows: mailRows } = await database.query(
    `select count(*)::int as delivered from outbox where channel = 'mail' and status = 'delivered'`,
  );
  check(
    'every mail is delivered once',
    mailRows[0].delivered === mail.distinct(),
    `${mailRows[0].delivered} delivered, ${mail.distinct()} distinct received; ${mail.received() - mail.distinct()} repeated (same Message-ID)`,
  );

  // 2. A slow voice platform and both instances delivering. The platform keeps the delivery ids it has
  // accepted, as a real one does: a delivery of the first part that the killed instance had sent but not
  // yet recorded comes again once its lease has run out, maybe only now, and is dropped as a repeat.
  voice.state.delayMs = 9_000;
  const callsBefore = voice.state.calls.length;
  const acceptedBefore = new Map(voice.state.accepted);
  const slow = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      post(
        '/api/callback-automation',
        { phone: `+3572${String(3000000 + i).padStart(7, '0')}`, language: 'de', consent: true, consentVersion },
        randomUUID(),
      ),
    ),
  );
  const slowIds = new Set(slow.map((answer) => answer.json?.id));
  const delivered = await waitFor(() => {
    const acceptedIds = new Set(voice.state.accepted.values());
    return [...slowIds].every((id) => acceptedIds.has(id));
  }, 120_000);
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const calls = voice.state.calls.slice(callsBefore);
  const slowCalls = calls.filter(({ id }) => slowIds.has(id));
  // Any other call now repeats a delivery of the first part: its delivery id accepted then, for the same callback.
  const lateRepeats = calls.filter(({ id }) => !slowIds.has(id));
  const onlyRepeats = lateRepeats.every(({ deliveryId, id }) => acceptedBefore.get(deliveryId) === id);
  const slowDistinct = new Set(slowCalls.map(({ id }) => id)).size;
  check(
    '30 callbacks to a platform that answers after 9 s arrive exactly once',
    delivered && slowIds.size === 30 && slowCalls.length === 30 && slowDistinct === 30 && onlyRepeats,
    `${slowCalls.length} calls for the 30, ${slowDistinct} distinct; ${lateRepeats.length} late repeats of the first part's deliveries (same delivery id, dropped by the platform)`,
  );
} catch (error) {
  check('the topology ran', false, error instanceof Error ? error.message : String(error));
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

const failed = checks.filter((entry) => !entry.ok);
const report = `# Two instances behind nginx under chaos

${short ? 'The short run of `.ci/run`' : 'A full run'} of \`npm run topology\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL, two app instances
(\`node server.mjs\`), nginx with TLS (\`deploy/nginx/aitheria.conf\`); ${LOAD_SECONDS} s of enquiries and callbacks from ${CLIENTS}
clients through nginx while instance a is killed with -9 and started again and instance b is restarted with SIGTERM;
then 30 callbacks to a voice platform that answers after 9 s. Outbox lease 30 s: what the killed instance held
is delivered by the other once its lease has run out.

| check | result | detail |
| --- | --- | --- |
${checks.map((entry) => `| ${entry.name} | ${entry.ok ? 'pass' : 'FAIL'} | ${entry.detail.replace(/\n/g, ' ').slice(0, 300)} |`).join('\n')}
`;
writeFileSync('reports/topology.md', report);
console.log(`\n${report}`);
process.exit(failed.length ? 1 : 0);
