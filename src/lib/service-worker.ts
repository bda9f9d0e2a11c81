import { defaultLocale, locales } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';

/**
 * The service worker (served at /sw.js), as the text the browser installs. Pure, so its
 * rules are unit-tested; app/sw.js serves it with this deployment's version.
 *
 * - install: keeps the offline page in all three languages, with its payload; activate: drops
 *   every older cache.
 * - page visits: network first; a page that loaded is kept (unless it says no-store or is a
 *   staff page); offline, the kept copy, else the offline page in the address's language.
 * - a page's own payload (`?_rsc`, header RSC: 1): network first, kept like its page; offline,
 *   the kept copy, else the offline page's.
 * - built assets (/_next/static, fonts, media): cache first, they never change under one URL.
 * - never touches another origin, /api, anything but GET.
 */
const OFFLINE_PATHS = Object.fromEntries(locales.map((locale) => [locale, localizePathname('/offline', locale)]));
/** The address prefixes of the languages other than German: `en|el`. */
const PREFIXES = locales.filter((locale) => locale !== defaultLocale).join('|');
const CACHE_PREFIX = 'aitheria-';
/** Pages never kept: they show staff data or a one-off result. */
const UNCACHED_PAGES = ['/login', '/inbox', '/anfrage'];

export function serviceWorkerSource(version: string): string {
  return `'use strict';
const CACHE = ${JSON.stringify(CACHE_PREFIX + version)};
const OFFLINE = ${JSON.stringify(OFFLINE_PATHS)};
const UNCACHED = ${JSON.stringify(UNCACHED_PAGES)};
const ASSET = /^\\/_next\\/static\\/|\\.(?:woff2|avif|webp|png|jpg|svg|ico|mp4|webm)$/;

const PREFIX = /^\\/(${PREFIXES})(?=\\/|$)/;
const languageOf = (path) => PREFIX.exec(path)?.[1] || ${JSON.stringify(defaultLocale)};
const barePath = (path) => path.replace(PREFIX, '') || '/';
const keepable = (path) => !UNCACHED.some((page) => barePath(path) === page || barePath(path).startsWith(page + '/'));
// A page's own payload, as its loader asks for it (decision 031).
const payloadRequest = (path) => new Request(self.location.origin + path + '?_rsc', { headers: { RSC: '1' } });

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...Object.values(OFFLINE), ...Object.values(OFFLINE).map(payloadRequest)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(${JSON.stringify(CACHE_PREFIX)}) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const keep = (request, response) => {
  if (!response.ok || response.type !== 'basic' || /no-store/.test(response.headers.get('cache-control') || '')) return;
  const copy = response.clone();
  caches.open(CACHE).then((cache) => cache.put(request, copy));
};

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (keepable(url.pathname)) keep(request, response);
          return response;
        })
        .catch(async () => (await caches.match(request)) || (await caches.match(OFFLINE[languageOf(url.pathname)])) || Response.error()),
    );
    return;
  }
  // A page's own payload, fetched by its loader when the visitor first acts (decision 031): network
  // first, kept like the page, so a kept page still starts its app offline; offline without a kept
  // copy, the offline page's (the page shown in its place). Router requests carry a non-empty _rsc
  // and are left to the network.
  if (request.headers.get('RSC') === '1' && url.searchParams.get('_rsc') === '') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (keepable(url.pathname)) keep(request, response);
          return response;
        })
        .catch(
          async () =>
            (await caches.match(request)) || (await caches.match(payloadRequest(OFFLINE[languageOf(url.pathname)]))) || Response.error(),
        ),
    );
    return;
  }
  if (ASSET.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            keep(request, response);
            return response;
          }),
      ),
    );
  }
});
`;
}

/**
 * Registered three seconds after the page has loaded (production only). A page as light as ours
 * loads before or with its first paint, and the worker's start and its install (six requests, written
 * to the cache) then took the processor from the first frames the visitor sees (Lighthouse's traces:
 * docs/decisions/015-lighthouse-throttling.md). Nothing is lost by waiting: the worker serves only
 * later visits.
 */
export const SERVICE_WORKER_REGISTRATION = `if('serviceWorker' in navigator)addEventListener('load',function(){setTimeout(function(){navigator.serviceWorker.register('/sw.js')},3000)})`;
