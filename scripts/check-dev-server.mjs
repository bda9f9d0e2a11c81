// `npm run check:dev`: starts `npm run dev` on 127.0.0.1 and checks that it routes as production does:
// the localized addresses answer 200, an old German word under /en answers 308 to its localized
// address (docs/decisions/018-production-server.md). Exits 1 with the answers that differ.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.DEV_CHECK_PORT || 3999);
const origin = `http://127.0.0.1:${port}`;
const startTimeoutMs = 120_000;

/** Each address with the status and Location it must answer with (Location null: none). */
const expectations = [
  { address: '/en/terms', status: 200, location: null },
  { address: '/el/oroi', status: 200, location: null },
  { address: '/kontakt', status: 200, location: null },
  { address: '/en/agb', status: 308, location: '/en/terms' },
];

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts a connection on the port; rejects while nothing does. */
const reachable = () =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket.destroy())).once('error', reject);
  });

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to npm and everything it started; SIGKILL to what still runs after 15 s. */
async function stopGroup(pid) {
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(pid) && Date.now() < deadline) await pause(100);
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

async function waitUntilListening(server, output) {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited (${server.exitCode}):\n${output().slice(-2000)}`);
    try {
      return await reachable();
    } catch {
      if (Date.now() > deadline) throw new Error(`npm run dev did not listen on ${origin} within ${startTimeoutMs / 1000} s`);
      await pause(250);
    }
  }
}

async function answer(address) {
  const response = await fetch(origin + address, { redirect: 'manual', signal: AbortSignal.timeout(startTimeoutMs) });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

if (
  await reachable().then(
    () => true,
    () => false,
  )
) {
  console.error(`Port ${port} is taken; set DEV_CHECK_PORT to a free one.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-check-'));
const started = Date.now();
// Its own process group, so the stop reaches every process npm started.
const server = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));

let failures = [];
try {
  await waitUntilListening(server, () => output);
  for (const expected of expectations) {
    const actual = await answer(expected.address);
    if (actual.status !== expected.status || actual.location !== expected.location) failures.push({ ...expected, actual });
  }
} catch (error) {
  failures = [{ error: error instanceof Error ? error.message : String(error) }];
} finally {
  await stopGroup(server.pid);
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`npm run dev does not route as production does (${seconds} s):`);
  for (const failure of failures) console.error(JSON.stringify(failure));
  process.exit(1);
}
console.log(`npm run dev routes as production does: ${expectations.length} addresses checked in ${seconds} s`);
