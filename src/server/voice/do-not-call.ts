import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { doNotCall } from '../db/schema';

export type DoNotCallSource = (typeof doNotCall.$inferInsert)['source'];

/** Whether a number (E.164) is on the do-not-call list. */
export async function isDoNotCall(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: doNotCall.phone }).from(doNotCall).where(eq(doNotCall.phone, phone)).limit(1);
  return Boolean(row);
}

/** Adds a number; a number already listed keeps its first reason and time. */
export async function addDoNotCall(db: Database, entry: { phone: string; reason: string; source: DoNotCallSource }): Promise<boolean> {
  const inserted = await db.insert(doNotCall).values(entry).onConflictDoNothing().returning({ phone: doNotCall.phone });
  return inserted.length > 0;
}

export async function removeDoNotCall(db: Database, phone: string): Promise<boolean> {
  const removed = await db.delete(doNotCall).where(eq(doNotCall.phone, phone)).returning({ phone: doNotCall.phone });
  return removed.length > 0;
}

export function listDoNotCall(db: Database) {
  return db.select().from(doNotCall).orderBy(asc(doNotCall.createdAt));
}
