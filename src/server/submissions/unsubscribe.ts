import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { newsletterSubscribers } from '../db/schema';
import type { RequestMeta } from './store';

/**
 * Marks the address unsubscribed. An address we never had is recorded as unsubscribed too,
 * so it is never mailed later, and the answer does not reveal who is on the list.
 */
export async function unsubscribe(db: Database, email: string, meta: RequestMeta): Promise<{ id: string }> {
  const now = new Date();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ id: randomUUID(), email, unsubscribedAt: now, ip: meta.ip, userAgent: meta.userAgent })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // Keep the first opt-out time unless the address subscribed again after it.
      set: {
        unsubscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is not null and (${newsletterSubscribers.subscribedAt} is null or ${newsletterSubscribers.unsubscribedAt} >= ${newsletterSubscribers.subscribedAt}) then ${newsletterSubscribers.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ id: newsletterSubscribers.id });
  return { id: row!.id };
}
