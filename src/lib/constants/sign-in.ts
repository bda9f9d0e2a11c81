/** Failed sign-ins in a row that lock a staff account… */
export const MAX_FAILED_SIGN_INS = 5;
/** …for this long. */
export const LOCK_MS = 15 * 60_000;
/** Sign-in attempts one address may make, whatever the accounts; the sign-in form names the wait. */
export const SIGN_IN_IP_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const;
