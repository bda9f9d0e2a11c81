import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** Cluster-wide jobs and the advisory-lock key each runs under (one number per job, never reused). */
export const EXCLUSIVE_JOBS = { retention: 4_242_018 } as const;

/**
 * Runs `job` in one transaction that holds the job's PostgreSQL advisory lock, or not at all
 * (`'busy'`) while another instance on the same database runs it: one scheduler per cluster. The
 * lock ends with the transaction, also when the process dies.
 */
export async function runExclusively<T>(
  db: Database,
  job: keyof typeof EXCLUSIVE_JOBS,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | 'busy'> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${EXCLUSIVE_JOBS[job]}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    return result.rows[0]?.locked ? work(tx) : 'busy';
  });
}
