import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * What the running test server stored, read with the inbox command through the server's
 * socket, as the team would read it.
 */
export async function storedSubmissions(
  type: 'callback' | 'contact' | 'application' | 'error' | 'unsubscribe',
): Promise<Record<string, unknown>[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'inbox', '--', 'list', '--type', type, '--json', '--limit', '200'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return JSON.parse(stdout) as Record<string, unknown>[];
}
