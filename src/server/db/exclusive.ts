import 'server-only';

/**
 * Cluster-wide jobs and the PostgreSQL advisory-lock key each runs under (one number per job, never
 * reused): the job's statement takes the lock with `pg_try_advisory_xact_lock` and does nothing while
 * another instance holds it, so one instance of the cluster runs it at a time.
 */
export const EXCLUSIVE_JOBS = { retention: 4_242_018 } as const;
