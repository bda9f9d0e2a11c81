// The production server (`node server.mjs`) as a child process, for benchmarks, scans and tests that
// need it running: its output kept, `ready` once it listens, `exited` with its exit code or signal.
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `node server.mjs` in `cwd` (default: here) on `port` with `env` added to this process's;
 * what it writes to stderr is passed on unless `quiet`. `ready` rejects with the server's last
 * output when it exits first; a start expected to fail is no error until someone awaits `ready`.
 */
export function startAppServer({
  port,
  env = {},
  cwd = process.cwd(),
  quiet = false,
}: {
  port: number;
  env?: Record<string, string>;
  cwd?: string;
  quiet?: boolean;
}): { child: ChildProcess; ready: Promise<void>; exited: Promise<number | string | null>; output: () => string } {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 100_000) output = output.slice(-50_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (!quiet) child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Ready on') && resolve());
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output.slice(-2000)}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}
