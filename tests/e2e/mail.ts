import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './test';

/** A mail the mail catcher saved (playwright.config.ts starts it): headers unfolded, quoted-printable soft breaks removed. */
export type CaughtMail = { raw: string; header: (name: string) => string | undefined };

const decode = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

/** Every saved mail to `address` whose subject contains `subject`, waiting until one has arrived. */
export async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  const directory = path.join(process.env.E2E_MAIL_DIR!, 'mail');
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(directory).catch(() => [] as string[]);
        for (const file of files.sort().reverse()) {
          const raw = decode(await readFile(path.join(directory, file), 'utf8'));
          const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();
          if (header('To')?.includes(address) && raw.includes(subject)) {
            found = { raw, header };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${address} about “${subject}”` },
    )
    .toBe(true);
  return found!;
}
