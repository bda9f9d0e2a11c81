import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLabeler, routePatternsOf } from './route-label';

/**
 * Every page and route handler under src/app, as the build's manifest names it (`/[locale]/kontakt/page` →
 * `/[locale]/kontakt`): the shape routePatternsOf reads, made from the folders here so the test needs no build.
 */
function appPathRoutes(): Record<string, string> {
  const app = path.join(process.cwd(), 'src/app');
  return readdirSync(app, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)(page|route)\.tsx?$/.test(file) && !file.includes('[...rest]'))
    .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, ''))
    .reduce<Record<string, string>>((routes, route) => ({ ...routes, [`${route}/page`]: route || '/' }), {});
}

const routeLabel = routeLabeler(routePatternsOf(appPathRoutes()));

describe('the route label of the HTTP metrics', () => {
  it("knows every page and route handler of the app, without the language and without Next.js's fallbacks", () => {
    const patterns = routePatternsOf({ ...appPathRoutes(), '/_not-found/page': '/_not-found' });
    expect(patterns).toContain('/');
    expect(patterns).toContain('/usecase/[industry]');
    expect(patterns).toContain('/api/contact');
    expect(patterns).not.toContain('/_not-found');
    expect(patterns.some((pattern) => pattern.startsWith('/[locale]'))).toBe(false);
  });

  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/el/kontakt', '/kontakt'],
    ['/usecase/handwerk/', '/usecase/[industry]'],
    ['/en/inbox/contact/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11', '/inbox/[kind]/[id]'],
    ['/api/staff/leads/callback/x', '/api/staff/leads/[kind]/[id]'],
    ['/og/de/services/voiceagent', '/og/[locale]/[...path]'],
    ['/_next/static/chunks/abc.js', '/_next/static'],
    ['/icon.svg', '/[file]'],
    ['/sw.js', '/sw.js'],
    ['/gibt-es-nicht/123', 'unmatched'],
    ['/api/random-probe', '/api/[...path]'],
  ])('%s → %s', (pathname, label) => {
    expect(routeLabel(pathname)).toBe(label);
  });
});
