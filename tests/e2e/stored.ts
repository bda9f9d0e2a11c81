import { execFile } from 'node:child_process';
import { INBOX_COMMAND } from '../support/inbox-command';

/** The inbox command with its arguments, on the running test server's data directory, with stdin. */
function inbox(args: string[], { dataDir = process.env.E2E_DATA_DIR, input }: { dataDir?: string; input?: string } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [...INBOX_COMMAND, ...args],
      { env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(input);
  });
}

/**
 * What the running test server stored, read with the inbox command through the server's
 * socket, as the team would read it.
 */
export async function storedSubmissions(
  type: 'callback' | 'contact' | 'application' | 'error' | 'unsubscribe',
  dataDir = process.env.E2E_DATA_DIR,
): Promise<Record<string, unknown>[]> {
  return JSON.parse(await inbox(['list', '--type', type, '--json', '--limit', '200'], { dataDir })) as Record<string, unknown>[];
}

/** A staff account made the way a newcomer makes one: the inbox command, password on stdin. */
export function addStaffUser(email: string, password: string, dataDir?: string): Promise<string> {
  return inbox(['user', 'add', email], { input: `${password}\n`, ...(dataDir ? { dataDir } : {}) });
}

/** The do-not-call list, read with the inbox command. */
export async function doNotCallList(): Promise<{ phone: string; source: string; reason: string }[]> {
  return JSON.parse(await inbox(['dnc', 'list', '--json'])) as { phone: string; source: string; reason: string }[];
}
