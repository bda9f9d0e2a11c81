import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy hashes of inline scripts (docs/decisions/017-hostile-input.md). A static page
 * cannot carry a per-request nonce, so each prerendered page's policy allows exactly its own inline
 * scripts by their SHA-256 (written at build time, src/server/deployment/build-check.ts).
 */

/** Script types a browser runs; anything else (application/ld+json) is data and needs no permission. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** A CSP hash source for a script's text: 'sha256-…' of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
