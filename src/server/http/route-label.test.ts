import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, routeLabel } from './route-label';

/** Every page and route handler under src/app, as the address pattern it answers (without the language). */
function appRoutes(): string[] {
  const app = path.join(process.cwd(), 'src/app');
  return readdirSync(app, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)(page|route)\.tsx?$/.test(file))
    .map((file) => `/${path.dirname(file)}`.replace(/^\/\[locale\]/, '').replace(/^\/\.$/, '') || '/')
    .map((route) => (route === '' ? '/' : route))
    .filter((route) => route !== '/[...rest]');
}

describe('the route label of the HTTP metrics', () => {
  it('knows every page and route handler of the app', () => {
    for (const route of appRoutes()) expect(ROUTE_PATTERNS, route).toContain(route);
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
    ['/api/random-probe', 'unmatched'],
  ])('%s → %s', (pathname, label) => {
    expect(routeLabel(pathname)).toBe(label);
  });
});
