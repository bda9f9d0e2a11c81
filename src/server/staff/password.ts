import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type ScryptCost = { N: number; r: number; p: number };

/** scrypt from Node's own crypto (no package, no install script); cost as OWASP recommends for scrypt. */
const COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
let current = COST;
const KEY_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`, base64url: the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Verified against when a sign-in cannot succeed (no such account, account locked), so every refusal
 * costs one hash of the same cost, like a wrong password. The hash of 32 random bytes nobody kept.
 */
const DECOY_HASH =
  'scrypt$131072$8$1$ApRQyg_1S8LOmmQyBvmrMA$jLu8-_DmrKoXkP5x_cyjShP9W5OTMh5Uyvf5-kNh5oyt2X2hfRTNrus44vb0ZS4YrVV2uFyAopxFjPt1gG04JQ';
let decoy = DECOY_HASH;

/** What a refusal verifies against: a hash at the cost new passwords get. */
export const decoyHash = () => decoy;

/**
 * Tests of what sign-in does (locks, limits, audit) rather than of scrypt hash at a low cost, the
 * decoy included, so a refusal still costs what a wrong password does; without an argument, the
 * real cost again.
 */
export async function usePasswordCostForTests(cost: ScryptCost = COST) {
  current = cost;
  decoy = cost === COST ? DECOY_HASH : await hashPassword(randomBytes(32).toString('base64url'));
}
