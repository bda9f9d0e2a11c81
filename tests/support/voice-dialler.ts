// An app instance reduced to its callback channel, as a process of its own: it delivers the due callbacks of
// the PostgreSQL database given (argv[2]) through the voice platform its environment names (VOICE_*), again
// and again, until none is left or it has run for argv[3] ms. Two of these race on one database in
// src/server/voice/exactly-once.test.ts. It prints what it did as one JSON line.
import { sql } from 'drizzle-orm';
import { openPostgres } from '@/server/db/client';
import { configuredChannels } from '@/server/outbox-channels';
import { deliverDue } from '@/server/outbox/drain';

const [url, runForMs] = [process.argv[2]!, Number(process.argv[3] ?? 60_000)];
const handle = await openPostgres(url);
const totals = { delivered: 0, failed: 0, throttled: 0, lost: 0, passes: 0 };
const until = Date.now() + runForMs;
const { channels } = configuredChannels();
try {
  while (Date.now() < until) {
    // A short lease, so that a slow answer outlives it and only its renewal keeps the other instance off.
    const pass = await deliverDue(handle.db, channels, { leaseMs: 900, retryBaseMs: 500 });
    totals.delivered += pass.delivered;
    totals.failed += pass.failed;
    totals.throttled += pass.throttled;
    totals.lost += pass.lost;
    totals.passes += 1;
    const { rows } = (await handle.db.execute(
      sql`select count(*)::int as open from outbox where channel = 'webhook' and status = 'pending'`,
    )) as unknown as { rows: { open: number }[] };
    if (rows[0]!.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
} finally {
  await handle.close();
}
process.stdout.write(`${JSON.stringify(totals)}\n`);
