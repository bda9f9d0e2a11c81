/** Longest wait between two attempts of one delivery. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/** Exponential back-off: base, 2·base, 4·base … after the 1st, 2nd, 3rd failed attempt, capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}
