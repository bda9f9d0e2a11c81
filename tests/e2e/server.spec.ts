import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Whether something accepts a connection at this address and the test server's port. */
function accepts(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port: PORT, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

test('npm start listens on loopback only unless HOST says otherwise', async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
  expect(await accepts('127.0.0.1')).toBe(true);
  // Every machine this runs on has a network address besides loopback; without one the check would say nothing.
  expect(external.length, 'a non-loopback IPv4 address of this machine').toBeGreaterThan(0);
  for (const address of external) expect(await accepts(address), address).toBe(false);
});

test('the production server stores an enquiry with its admission statement prepared, once per connection', async ({ request }) => {
  const response = await request.post('/api/contact', {
    data: {
      name: 'Prepared Statement',
      email: 'prepared@example.org',
      phone: '+49 30 1234567',
      company: 'Example GmbH',
      inquiry: 'automation',
      comment: 'Checks how the server runs its statements.',
      language: 'en',
    },
  });
  expect(response.status()).toBe(201);
  // The embedded database serves the app's pool and this client from one session, so this client sees
  // the statements the app's connections prepared (src/server/db/prepared.ts, EmbeddedConnection in client.ts).
  const client = new pg.Client({
    host: path.resolve(process.env.E2E_DATA_DIR!),
    port: 5432 /* INBOX_SOCKET_PORT: the socket is .s.PGSQL.5432 in DATA_DIR */,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; statement: string }>(
      "select name, statement from pg_prepared_statements where name like 'p\\_%' and statement like '%insert into \"contact_enquiries\"%'",
    );
    expect(rows.length, 'prepared admission statements of contact enquiries').toBeGreaterThan(0);
    for (const row of rows) expect(row.name).toMatch(/^p_[0-9a-f]{24}_\d+$/);
  } finally {
    await client.end();
  }
});
