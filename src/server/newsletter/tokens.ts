import 'server-only';
import type { Database } from '../db';
import { keyedHash } from '../secrets';

/** A confirmation link works for 7 days after the sign-up it belongs to. */
const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sameText = (a: string, b: string) => a.length === b.length && Buffer.from(a).equals(Buffer.from(b));

/**
 * The token of a confirmation link: the subscriber, the instant of the sign-up and a keyed hash of
 * both (server/secrets.ts), so nobody can confirm an address without the mail sent to it.
 */
export async function confirmationToken(db: Database, subscriberId: string, requestedAt: Date): Promise<string> {
  const at = requestedAt.getTime();
  return `${subscriberId}.${at}.${await keyedHash(db, `newsletter-confirm:${subscriberId}:${at}`)}`;
}

export type ConfirmationClaim = { subscriberId: string; requestedAt: Date; expired: boolean };

/** The claim of a confirmation token, or null when it is not one of ours. */
export async function readConfirmationToken(db: Database, token: string, now = Date.now()): Promise<ConfirmationClaim | null> {
  const [subscriberId, at, mac] = token.split('.');
  if (!subscriberId || !UUID.test(subscriberId) || !at || !/^\d{1,15}$/.test(at) || !mac || token.split('.').length !== 3) return null;
  if (!sameText(mac, await keyedHash(db, `newsletter-confirm:${subscriberId}:${at}`))) return null;
  const requestedAt = new Date(Number(at));
  return { subscriberId, requestedAt, expired: now - requestedAt.getTime() > CONFIRMATION_VALID_MS };
}

/** The token of a subscriber's one-click unsubscribe address (RFC 8058): it never expires. */
export async function unsubscribeToken(db: Database, subscriberId: string): Promise<string> {
  return `${subscriberId}.${await keyedHash(db, `newsletter-unsubscribe:${subscriberId}`)}`;
}

/** The subscriber an unsubscribe token names, or null when it is not one of ours. */
export async function readUnsubscribeToken(db: Database, token: string): Promise<string | null> {
  const [subscriberId, mac, extra] = token.split('.');
  if (!subscriberId || !UUID.test(subscriberId) || !mac || extra !== undefined) return null;
  return sameText(mac, await keyedHash(db, `newsletter-unsubscribe:${subscriberId}`)) ? subscriberId : null;
}
