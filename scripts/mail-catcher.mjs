// A local mail catcher for development: `npm run mail-catcher`, then start the site with
// SMTP_URL=smtp://127.0.0.1:1025. Every mail is listed here and saved as .eml in data/mail/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
const directory = path.resolve(process.env.DATA_DIR ?? 'data', 'mail');
mkdirSync(directory, { recursive: true });

const header = (raw, name) => raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1].replace(/\r?\n[ \t]+/g, ' ') ?? '';
/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), joined as bytes so subjects print readably. */
function decodeWords(text) {
  return text.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, encoding, value]) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(value, 'base64')
        : Buffer.from(
            value.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      writeFileSync(file, raw);
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      console.log(
        `${new Date().toLocaleTimeString()}  to ${to}  «${decodeWords(header(raw, 'Subject'))}»  → ${path.relative(process.cwd(), file)}`,
      );
      callback();
    });
  },
});
// A client that drops its connection (a server stopped mid-delivery) is no reason to stop catching mail.
server.on('error', (error) => console.error(`mail catcher: ${error.message}`));
server.listen(port, '127.0.0.1', () => console.log(`Mail catcher on smtp://127.0.0.1:${port}; mails are saved in ${directory}`));
