import { CALLBACK_CONSENT_VERSION } from '@/lib/schemas/callback-consent-version';

/** A request as a browser's fetch would send it to a route handler. */
export function jsonRequest(
  path: string,
  body: unknown,
  { ip = '203.0.113.7', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'vitest', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A plain form POST, as a browser without JavaScript sends it. */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  { ip = '203.0.113.8', referer }: { ip?: string; referer?: string } = {},
) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      host: 'localhost:3000',
      ...(referer ? { referer } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The consent fields a valid callback request carries. */
export const callbackConsentFields = { consent: true, consentVersion: CALLBACK_CONSENT_VERSION } as const;

/** Client addresses for one test file, a new one per call, so the rate limits of one test never touch another. */
export function addressesFrom(prefix: string): () => string {
  let counter = 0;
  return () => `${prefix}.${++counter}`;
}
