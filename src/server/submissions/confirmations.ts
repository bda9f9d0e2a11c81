import 'server-only';
import type { Database } from '../db';
import { env } from '../env';
import { limitCheck, type LimitCheck, type RateLimit } from '../rate-limit';
import { keyedHash } from '../secrets';

/**
 * Confirmations one address receives a day, whoever sends the forms. Anyone can type any address
 * into a form; past this, we stop mailing it (the enquiry itself is stored and the team is told).
 */
export const CONFIRMATIONS_PER_RECIPIENT: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

/** The counter of confirmations to this address, kept under its keyed hash (counted when the submission is stored). */
export async function confirmationCounter(db: Database, email: string): Promise<LimitCheck> {
  return limitCheck(`confirmation:${await keyedHash(db, email)}`, CONFIRMATIONS_PER_RECIPIENT, env().RATE_LIMIT_SCALE);
}
