// Content-Security-Policy hashes of the inline scripts in prerendered pages
// (docs/decisions/017-hostile-input.md). Next.js writes its bootstrap and the page's data as inline
// scripts into every prerendered HTML file; a static page cannot carry a per-request nonce, so each
// page's policy allows exactly its own inline scripts by their SHA-256.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Script types a browser runs; anything else (application/ld+json) is data and needs no permission. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html) {
  const scripts = [];
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
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every prerendered page of the build: the paths of the `.html` files under `appDirectory` (`.next/server/app`). */
export function prerenderedHtmlFiles(appDirectory) {
  return readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(appDirectory, file));
}

/** Each prerendered page of the build (`/de/kontakt` for `.next/server/app/de/kontakt.html`) with its scripts' hashes. */
export function prerenderedPageHashes(appDirectory) {
  const pages = {};
  for (const file of prerenderedHtmlFiles(appDirectory)) {
    const route = `/${relative(appDirectory, file).split(sep).join('/')}`.replace(/\.html$/, '');
    pages[route] = [...new Set(inlineScripts(readFileSync(file, 'utf8')).map(scriptHash))];
  }
  return pages;
}
