import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * What the running test server stored, read with the inbox command through the server's
 * socket, as the team would read it.
 */
export async function storedSubmissions(
  type: 'callback' | 'contact' | 'application' | 'error' | 'unsubscribe',
  dataDir = process.env.E2E_DATA_DIR,
): Promise<Record<string, unknown>[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'inbox', '--', 'list', '--type', type, '--json', '--limit', '200'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return JSON.parse(stdout) as Record<string, unknown>[];
}

/** A staff account made the way a newcomer makes one: the inbox command, password on stdin. */
export function addStaffUser(email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '-s', 'inbox', '--', 'user', 'add', email],
      { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(`${password}\n`);
  });
}

/** The do-not-call list, read with the inbox command. */
export async function doNotCallList(): Promise<{ phone: string; source: string; reason: string }[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'inbox', '--', 'dnc', 'list', '--json'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return JSON.parse(stdout) as { phone: string; source: string; reason: string }[];
}
