import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key.js';
import type { RouteKind } from 'next/dist/server/route-kind.js';
import { expect, test } from './test';
import { COMPILE_HINT } from '../../build/compile-hints';
import { prerenderedHtmlFiles, startupScripts } from '../../build/intent-loader';
import { routePatternsOf } from '../../src/server/http/route-label';
import type { CachedPage } from '../../src/server/prerendered/page-store';

// What our code relies on in the output of `next build` (docs/architecture.md, "What the build rewrites"):
// these tests read the build the suite runs against and fail when Next.js changes its shape.

const NEXT = '.next';
const APP = path.join(NEXT, 'server', 'app');
type Manifest = { routes: Record<string, { srcRoute?: string; dataRoute?: string | null }> };
const manifest = JSON.parse(readFileSync(path.join(NEXT, 'prerender-manifest.json'), 'utf8')) as Manifest;

// Our cache entries are what Next.js's cache handler interface takes (checked by `npm run typecheck`).
const entryFits = (entry: CachedPage): CacheHandlerValue => entry as CacheHandlerValue;
void entryFits;

test('every prerendered page is recorded under the key Next.js asks its cache handler for, beside its files', () => {
  const pages = Object.entries(manifest.routes).filter(([, route]) => route.dataRoute?.endsWith('.rsc'));
  expect(pages.length).toBeGreaterThan(60);
  for (const [pathname, route] of pages) {
    const base = path.join(APP, pathname);
    const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as { routeCache?: { key?: string }; segmentPaths?: string[] };
    const owner = { kind: 'APP_PAGE' as RouteKind, sourceRoute: `${route.srcRoute}/page`.replace(/^\/page$/, '/page') };
    expect(meta.routeCache?.key, pathname).toBe(getRouteCacheKey(pathname, owner));
    expect(existsSync(`${base}.html`) && existsSync(`${base}.rsc`), pathname).toBe(true);
    for (const segment of meta.segmentPaths ?? [])
      expect(existsSync(`${base}.segments${segment}.segment.rsc`), `${pathname} ${segment}`).toBe(true);
  }
});

test('every prerendered page starts its scripts through the intent loader, with no inline payload left', () => {
  const files = prerenderedHtmlFiles(APP);
  expect(files.length).toBeGreaterThan(60);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    expect(html, file).toContain('<script id="intent-loader">');
    // Next.js's inline payload would reach the browser twice: once inline, once fetched by the loader.
    expect(html.replace(/<script id="intent-loader">[\s\S]*?<\/script>/, ''), file).not.toContain('self.__next_f');
    const chunks = startupScripts(html);
    expect(chunks.length, file).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const source = readFileSync(path.join(NEXT, chunk.replace(/^\/_next\//, '')), 'utf8');
      expect(source.startsWith(COMPILE_HINT), `${chunk} carries the compile hint`).toBe(true);
    }
  }
});

test('the build records its app routes where the metrics read their labels from', () => {
  const routes = JSON.parse(readFileSync(path.join(NEXT, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
  const patterns = routePatternsOf(routes);
  for (const expected of ['/', '/kontakt', '/usecase/[industry]', '/inbox/[kind]/[id]', '/api/contact', '/og/[locale]/[...path]'])
    expect(patterns, expected).toContain(expected);
});
