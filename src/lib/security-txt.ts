/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, from the company facts. The file
 * is written when it is asked for, from this deployment's facts, so it is never stale while it is served;
 * its Expires therefore always lies ahead, less than a year as the RFC recommends.
 */

/** How far ahead the file says it stays valid. */
const VALID_FOR_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

export function securityTxt({
  origin,
  contactEmail,
  languages,
  policyUrl,
  now = new Date(),
}: {
  origin: string;
  contactEmail: string;
  languages: readonly string[];
  /** The page that says how we handle a report: the trust centre's section on it. */
  policyUrl: string;
  now?: Date;
}): string {
  // Midnight UTC, so the file reads the same all day and caches well.
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + VALID_FOR_DAYS * DAY_MS);
  return [
    `Contact: mailto:${contactEmail}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    `Policy: ${policyUrl}`,
    '',
  ].join('\n');
}
