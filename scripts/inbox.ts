// `npm run inbox -- <command>`: what the site stored, for the team, before the staff inbox exists.
//   list [--type callback|contact|application|error|unsubscribe] [--json] [--limit N]
//   outbox [--status pending|delivered|failed|cancelled] [--json] [--limit N]
//   dnc list [--json] | dnc add <phone> [--reason TEXT] | dnc remove <phone>
//   user add <email> (password prompted, or read from stdin) | user list
//   purge (the retention job, for cron)
import { parseArgs } from 'node:util';
import { connectTool } from '@/server/db/connect-tool';
import { parseEnv } from '@/server/env';
import { listOutbox, listSubmissions, listTypes, outboxStatuses, type ListType } from '@/server/inbox/queries';
import { addDoNotCall, listDoNotCall, removeDoNotCall } from '@/server/voice/do-not-call';
import { toE164 } from '@/lib/schemas/fields';
import { purgeExclusively } from '@/server/privacy/retention';
import { CLI_ACTOR } from '@/server/staff/audit';
import { addStaffUser, listStaffUsers } from '@/server/staff/users';
import { readPassword } from './read-password';

const usage = `Usage:
  npm run inbox -- list [--type ${listTypes.join('|')}] [--json] [--limit N]
  npm run inbox -- outbox [--status ${outboxStatuses.join('|')}] [--json] [--limit N]
  npm run inbox -- dnc list [--json]
  npm run inbox -- dnc add <phone> [--reason TEXT]     never call this number (E.164, or German national format)
  npm run inbox -- dnc remove <phone>
  npm run inbox -- user add <email>                    staff account for /login; password prompted or read from stdin
  npm run inbox -- user list
  npm run inbox -- purge                               delete what the retention periods no longer allow (for cron)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    type: { type: 'string' },
    status: { type: 'string' },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    reason: { type: 'string', default: 'added by staff' },
    help: { type: 'boolean' },
  },
});
const [command] = positionals;
if (values.help || !command) fail(values.help ? '' : 'Missing command.');
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a positive whole number, not "${values.limit}".`);

const time = (value: Date | null) => (value ? value.toISOString().replace('T', ' ').slice(0, 19) : '–');

const env = parseEnv(process.env);
const handle = await connectTool({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  if (!values.json) console.error(`Reading ${handle.via}\n`);
  if (command === 'list') {
    const type = values.type;
    if (type !== undefined && !(listTypes as readonly string[]).includes(type)) fail(`Unknown --type "${type}".`);
    const rows = await listSubmissions(handle.db, type ? [type as ListType] : listTypes, limit);
    if (values.json)
      console.log(
        JSON.stringify(
          rows.map(({ type: kind, record }) => ({ type: kind, ...record })),
          null,
          2,
        ),
      );
    else if (rows.length === 0) console.log('Nothing stored yet.');
    else
      for (const row of rows)
        console.log(`${time(row.createdAt)}  ${row.type.padEnd(11)}  ${row.id}  ${(row.language ?? '–').padEnd(2)}  ${row.summary}`);
  } else if (command === 'outbox') {
    const status = values.status;
    if (status !== undefined && !(outboxStatuses as readonly string[]).includes(status)) fail(`Unknown --status "${status}".`);
    const rows = await listOutbox(handle.db, status as (typeof outboxStatuses)[number] | undefined, limit);
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    else if (rows.length === 0) console.log('The outbox is empty.');
    else
      for (const row of rows) {
        const state =
          row.status === 'delivered'
            ? `delivered ${time(row.deliveredAt)}`
            : row.status === 'pending'
              ? `pending, next ${time(row.nextAttemptAt)}`
              : row.status;
        console.log(
          `${time(row.createdAt)}  ${row.channel.padEnd(7)}  ${row.topic.padEnd(26)}  ${state}  attempts ${row.attempts}${row.lastError ? `  last error: ${row.lastError}` : ''}`,
        );
      }
  } else if (command === 'dnc') {
    const [, action, number] = positionals;
    if (action === 'list') {
      const rows = await listDoNotCall(handle.db);
      if (values.json) console.log(JSON.stringify(rows, null, 2));
      else if (rows.length === 0) console.log('The do-not-call list is empty.');
      else for (const row of rows) console.log(`${time(row.createdAt)}  ${row.phone.padEnd(16)}  ${row.source.padEnd(8)}  ${row.reason}`);
    } else if (action === 'add' || action === 'remove') {
      const phone = number ? toE164(number, 'de') : null;
      if (!phone) fail(`"${number ?? ''}" is not a phone number.`);
      if (action === 'add') {
        const added = await addDoNotCall(handle.db, { phone, reason: values.reason, source: 'staff' });
        console.log(added ? `${phone} will never be called.` : `${phone} was already on the list.`);
      } else {
        console.log((await removeDoNotCall(handle.db, phone)) ? `${phone} removed from the list.` : `${phone} was not on the list.`);
      }
    } else {
      fail(`Unknown dnc action "${action ?? ''}".`);
    }
  } else if (command === 'user') {
    const [, action, email] = positionals;
    if (action === 'add') {
      if (!email) fail('Missing e-mail address.');
      const result = await addStaffUser(handle.db, { email, password: await readPassword(`Password for ${email}: `) }, CLI_ACTOR);
      if (!result.ok) fail(result.message);
      console.log(`${result.email} can now sign in at /login.`);
    } else if (action === 'list') {
      const rows = await listStaffUsers(handle.db);
      if (values.json) console.log(JSON.stringify(rows, null, 2));
      else if (rows.length === 0) console.log('No staff accounts yet: npm run inbox -- user add <email>');
      else
        for (const row of rows)
          console.log(
            `${row.email.padEnd(32)}  created ${time(row.createdAt)}  last sign-in ${time(row.lastSignInAt)}${row.lockedUntil && row.lockedUntil > new Date() ? `  LOCKED until ${time(row.lockedUntil)}` : ''}`,
          );
    } else {
      fail(`Unknown user action "${action ?? ''}".`);
    }
  } else if (command === 'purge') {
    const result = await purgeExclusively(handle.db, CLI_ACTOR, { auditEmpty: true });
    if (result === 'busy') {
      console.error('Another process is purging right now; nothing to do.');
    } else if (values.json) console.log(JSON.stringify(result, null, 2));
    else for (const [table, count] of Object.entries(result)) console.log(`${table.padEnd(18)} ${count} deleted`);
  } else {
    fail(`Unknown command "${command}".`);
  }
} finally {
  await handle.close();
}
