import { CONSENT_KNOWN_SCRIPT } from './consent';
import { SERVICE_WORKER_REGISTRATION } from './service-worker';

/**
 * Every inline script our own components write (the root layout). A page rendered per request
 * allows them by hash beside its nonce (src/server/http/page-csp.ts); a prerendered page lists
 * them among the hashes of its HTML.
 */
export const OWN_INLINE_SCRIPTS = [CONSENT_KNOWN_SCRIPT, SERVICE_WORKER_REGISTRATION] as const;
