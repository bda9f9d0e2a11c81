import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { log } from '../log';
import { OUTBOX_NOTIFY_CHANNEL } from './enqueue';

type Announcer = { inFlight: boolean; again: boolean };
/**
 * The pause before a notification that covers calls made while the last one was on its way. Under load
 * there is always a next call: without the pause the notifications follow each other without a break,
 * each a commit of its own on a pooled connection. Other instances learn of new deliveries at most this
 * much later; without any notification they find them at their next poll (OUTBOX_POLL_MS, 5 s).
 */
const ANNOUNCE_PAUSE_MS = 50;
const announcers = new WeakMap<Database, Announcer>();

/**
 * Tells every instance on the database that deliveries are due (`NOTIFY aitheria_outbox`), after
 * the statement that stored them has committed. Not inside that statement: PostgreSQL commits the
 * transactions that notify one after another under one lock, WAL flush included, which capped a
 * notifying insert at about a quarter of a plain one's rate (docs/decisions/019-outbox-leases.md).
 * Calls while one notification is on its way are covered by a single next one, sent after it and a
 * short pause: each commit is followed by a notification sent after it. Answers at once; a failure is
 * logged, and the other instances then find the deliveries at their next poll.
 */
export function announceDeliveries(db: Database): void {
  const announcer = announcers.get(db) ?? { inFlight: false, again: false };
  if (announcer.inFlight) {
    announcer.again = true;
    return;
  }
  announcers.set(db, announcer);
  announcer.inFlight = true;
  void (async () => {
    do {
      announcer.again = false;
      try {
        await db.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
      } catch (error) {
        log().warn(
          { err: error, op: 'outbox announce' },
          'outbox: new deliveries could not be announced; other instances find them at their next poll',
        );
      }
      if (announcer.again) await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_PAUSE_MS));
    } while (announcer.again);
    announcer.inFlight = false;
  })();
}
