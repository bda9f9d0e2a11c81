import 'server-only';
import { desc, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { auditLog, type AuditAction } from '../db/schema';

export const CLI_ACTOR = 'inbox command';
export const RETENTION_ACTOR = 'retention job';

/** One line of the audit log. `detail` holds counts and settings, never a data subject's data. */
export async function audit(
  db: Database | Transaction,
  actor: string,
  action: AuditAction,
  detail: Record<string, string | number> = {},
  at = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({ actor, action, detail, at });
}

export const AUDIT_PAGE_SIZE = 100;

/** Newest first; `before` is the id of the last line already shown. */
export function listAudit(db: Database, before?: number) {
  const query = db.select().from(auditLog);
  return (before ? query.where(lt(auditLog.id, before)) : query).orderBy(desc(auditLog.id)).limit(AUDIT_PAGE_SIZE);
}
