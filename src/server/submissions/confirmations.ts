import 'server-only';
import type { Database } from '../db';
import { env } from '../env';
import type { ConfirmationDecision } from '../mail/templates';
import { hitRateLimit, type RateLimit } from '../rate-limit';
import { keyedHash } from '../secrets';

/**
 * Confirmations one address receives a day, whoever sends the forms. Anyone can type any address
 * into a form; past this, we stop mailing it (the enquiry itself is stored and the team is told).
 */
export const CONFIRMATIONS_PER_RECIPIENT: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

/** Counts one confirmation for this address and says whether it may go out. The address is counted by its keyed hash. */
export async function confirmationDecision(db: Database, email: string): Promise<ConfirmationDecision> {
  const key = `confirmation:${await keyedHash(db, email)}`;
  const result = await hitRateLimit(db, key, CONFIRMATIONS_PER_RECIPIENT, env().RATE_LIMIT_SCALE);
  return { send: result.allowed, limit: Math.ceil(CONFIRMATIONS_PER_RECIPIENT.limit * env().RATE_LIMIT_SCALE) };
}
