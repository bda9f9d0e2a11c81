import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `work` with a new empty folder under the system's temporary folder and removes the folder
 * afterwards, whatever `work` did: a release copy is about 300 MB, and a newcomer who runs the suites
 * again and again would fill the disk with them.
 */
export async function inScratchDirectory<T>(prefix: string, work: (directory: string) => Promise<T> | T): Promise<T> {
  const directory = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  try {
    return await work(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
