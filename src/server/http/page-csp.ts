import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schedulerUrl } from '@/content/booking';
import { OWN_INLINE_SCRIPTS } from '@/lib/inline-scripts';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { scriptHash } from './inline-scripts';

/**
 * The Content-Security-Policy of a page (docs/decisions/017-hostile-input.md), chosen by the proxy:
 * - a prerendered page allows the inline scripts of its HTML by their hashes, written at build time
 *   (src/server/deployment/build-check.ts), so it stays static and is served from the prerender cache;
 * - a page rendered per request (the inbox, the sign-in and result pages, an unknown path) gets a
 *   fresh nonce, which Next.js puts on its own scripts, and the hashes of the root layout's scripts.
 */
export type PageCsp = { policy: string; nonce?: string };

/** The build's record: each prerendered page's script hashes, and those of our own layout's scripts as the build wrote them. */
type Manifest = { pages: Record<string, string[]>; own?: string[] };

const development = process.env.NODE_ENV !== 'production';
const frameOrigins = () => [new URL(schedulerUrl()).origin];

let manifest: Manifest | undefined;
function scriptRecord(): Manifest {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'script-hashes.json'), 'utf8')) as Manifest;
    } catch {
      // `next dev` renders every page per request: nonces for all.
      manifest = { pages: {} };
    }
  }
  return manifest;
}

const policies = new Map<string, string>();

/** The policy for the page at `route`, the app's own path of it (`/de/kontakt`, after the language rewrite). */
export function pageCsp(route: string): PageCsp {
  const hashes = scriptRecord().pages[route];
  if (hashes) {
    let policy = policies.get(route);
    if (!policy) {
      policy = contentSecurityPolicy({ development, frameOrigins: frameOrigins(), scripts: hashes });
      policies.set(route, policy);
    }
    return { policy };
  }
  const nonce = randomBytes(16).toString('base64');
  const scripts = [`'nonce-${nonce}'`, ...(scriptRecord().own ?? OWN_INLINE_SCRIPTS.map(scriptHash))];
  return { policy: contentSecurityPolicy({ development, frameOrigins: frameOrigins(), scripts }), nonce };
}
