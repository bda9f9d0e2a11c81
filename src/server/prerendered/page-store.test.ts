import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inScratchDirectory } from '../../../tests/support/scratch-directory';
import { createPrerenderedStore } from './page-store';

const KEY = '/route-cache/APP_PAGE/abc/$/de/kontakt';
const ROUTE_KEY = '/route-cache/APP_ROUTE/def/$/site.webmanifest';

/** A build folder with one prerendered page (HTML, payload, two segments) and one route handler, as `next build` writes them. */
function fakeBuild(app: string) {
  mkdirSync(join(app, 'de', 'kontakt.segments', '$d$locale'), { recursive: true });
  writeFileSync(join(app, 'de', 'kontakt.html'), '<p>SITE</p>');
  writeFileSync(join(app, 'de', 'kontakt.rsc'), '0:"SITE"');
  writeFileSync(join(app, 'de', 'kontakt.segments', '_tree.segment.rsc'), 'tree SITE');
  writeFileSync(join(app, 'de', 'kontakt.segments', '$d$locale.segment.rsc'), 'locale SITE');
  writeFileSync(
    join(app, 'de', 'kontakt.meta'),
    JSON.stringify({
      headers: { 'x-nextjs-prerender': '1' },
      segmentPaths: ['/_tree', '/$d$locale'],
      routeCache: { key: KEY, owner: { kind: 'APP_PAGE', sourceRoute: '/[locale]/kontakt/page' } },
    }),
  );
  writeFileSync(join(app, 'site.webmanifest.body'), '{"name":"SITE"}');
  writeFileSync(
    join(app, 'site.webmanifest.meta'),
    JSON.stringify({
      status: 200,
      headers: { 'content-type': 'application/manifest+json' },
      routeCache: { key: ROUTE_KEY, owner: { kind: 'APP_ROUTE', sourceRoute: '/site.webmanifest/route' } },
    }),
  );
}

const fill = (text: string) => text.replaceAll('SITE', 'https://example.eu');

describe('prerendered pages for the cache handler', () => {
  it('gives a page and a route handler under the key the build recorded, with the values filled in', () =>
    inScratchDirectory('aitheria-pages', (app) => {
      fakeBuild(app);
      const store = createPrerenderedStore(app, fill);
      expect(store.routes).toBe(2);
      const page = store.get(KEY) as {
        value: { kind: string; html: string; rscData: Buffer; segmentData: Map<string, Buffer>; headers: object };
      };
      expect(page.value.kind).toBe('APP_PAGE');
      expect(page.value.html).toBe('<p>https://example.eu</p>');
      expect(page.value.rscData.toString()).toBe('0:"https://example.eu"');
      expect(Object.fromEntries([...page.value.segmentData].map(([path, bytes]) => [path, bytes.toString()]))).toEqual({
        '/_tree': 'tree https://example.eu',
        '/$d$locale': 'locale https://example.eu',
      });
      expect(page.value.headers).toEqual({ 'x-nextjs-prerender': '1' });
      // Read once: the same entry again.
      expect(store.get(KEY)).toBe(page);
      const route = store.get(ROUTE_KEY) as { value: { kind: string; body: Buffer; status: number } };
      expect(route.value).toMatchObject({ kind: 'APP_ROUTE', status: 200 });
      expect(route.value.body.toString()).toBe('{"name":"https://example.eu"}');
    }));

  it('keeps what Next.js renders at run time in memory, never over a prerendered page, the oldest dropped first', () =>
    inScratchDirectory('aitheria-pages', (app) => {
      fakeBuild(app);
      const store = createPrerenderedStore(app, fill);
      expect(store.get('/route-cache/APP_PAGE/x/$/de/inbox')).toBeNull();
      store.set('/route-cache/APP_PAGE/x/$/de/inbox', { kind: 'APP_PAGE', html: 'rendered' });
      expect(store.get('/route-cache/APP_PAGE/x/$/de/inbox')).toMatchObject({ value: { html: 'rendered' } });
      store.set(KEY, { kind: 'APP_PAGE', html: 'not this' });
      expect((store.get(KEY) as { value: { html: string } }).value.html).toBe('<p>https://example.eu</p>');
      for (let index = 0; index < 200; index += 1) store.set(`/image/${index}`, { kind: 'IMAGE' });
      expect(store.get('/route-cache/APP_PAGE/x/$/de/inbox')).toBeNull();
      expect(store.get('/image/199')).not.toBeNull();
      store.set('/image/199', null);
      expect(store.get('/image/199')).toBeNull();
    }));
});
