import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_REGISTRATION, serviceWorkerSource } from './service-worker';

/** The worker's source run in a stand-in of the browser's worker scope: caches, fetch and events. */
function installWorker(version: string, existing: string[] = []) {
  const stores = new Map<string, Map<string, Response>>(existing.map((name) => [name, new Map()]));
  const handlers: Record<string, (event: unknown) => void> = {};
  let online = true;
  const served: Record<string, string> = {};
  const keyOf = (request: Request | string) => (typeof request === 'string' ? new URL(request, 'https://site.example').href : request.url);
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        addAll: async (requests: (Request | string)[]) => {
          for (const request of requests) {
            const url = new URL(keyOf(request));
            store.set(url.href, new Response(`offline page ${url.pathname}${url.search}`));
          }
        },
        put: async (request: Request, response: Response) => void store.set(keyOf(request), response),
      };
    },
    match: async (request: Request | string) => {
      for (const store of stores.values()) {
        const hit = store.get(keyOf(request));
        if (hit) return hit.clone();
      }
      return undefined;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetchStub = async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    return Object.defineProperty(
      new Response(served[path] ?? `page ${path}`, {
        headers: { 'cache-control': path.startsWith('/inbox') ? 'private, no-store' : 'public' },
      }),
      'type',
      { value: 'basic' },
    );
  };
  const self = {
    location: { origin: 'https://site.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(serviceWorkerSource(version), {
    self,
    caches,
    fetch: fetchStub,
    URL,
    Request,
    Response,
    Promise,
    addEventListener: self.addEventListener,
  });

  async function lifecycle(type: 'install' | 'activate') {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[type]!({ waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  /** What the worker answers, or null when it lets the browser go to the network itself. */
  async function request(
    path: string,
    init: { method?: string; mode?: 'navigate' | 'no-cors'; headers?: Record<string, string> } = {},
  ): Promise<string | null> {
    const request = new Request(`https://site.example${path}`, { method: init.method ?? 'GET', headers: init.headers });
    Object.defineProperty(request, 'mode', { value: init.mode ?? 'no-cors' });
    const answers: Promise<Response>[] = [];
    handlers.fetch!({ request, respondWith: (response: Promise<Response>) => answers.push(response) });
    if (answers.length === 0) return null;
    const response = await answers[0]!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response.type === 'error' ? 'network error' : response.text();
  }
  return { stores, lifecycle, request, setOnline: (value: boolean) => (online = value) };
}

describe('service worker', () => {
  it('keeps the offline page in three languages and drops older versions on activation', async () => {
    const worker = installWorker('v2', ['aitheria-v1', 'someone-else']);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['aitheria-v2', 'someone-else']);
    expect([...worker.stores.get('aitheria-v2')!.keys()]).toEqual([
      'https://site.example/offline',
      'https://site.example/en/offline',
      'https://site.example/el/offline',
      'https://site.example/offline?_rsc',
      'https://site.example/en/offline?_rsc',
      'https://site.example/el/offline?_rsc',
    ]);
  });

  it('keeps visited pages and built assets, and serves them without a network; otherwise the offline page in the address language', async () => {
    const worker = installWorker('v1');
    await worker.lifecycle('install');
    expect(await worker.request('/en/kontakt', { mode: 'navigate' })).toBe('page /en/kontakt');
    expect(await worker.request('/_next/static/chunks/app.js')).toBe('page /_next/static/chunks/app.js');
    worker.setOnline(false);
    expect(await worker.request('/en/kontakt', { mode: 'navigate' })).toBe('page /en/kontakt');
    expect(await worker.request('/_next/static/chunks/app.js')).toBe('page /_next/static/chunks/app.js');
    expect(await worker.request('/el/usecase/handwerk', { mode: 'navigate' })).toBe('offline page /el/offline');
    expect(await worker.request('/termin', { mode: 'navigate' })).toBe('offline page /offline');
    expect(await worker.request('/en', { mode: 'navigate' })).toBe('offline page /en/offline');
  });

  it("keeps a page's own payload for its app offline, not the router's other requests", async () => {
    const worker = installWorker('v1');
    await worker.lifecycle('install');
    const rsc = { headers: { RSC: '1' } };
    expect(await worker.request('/en/contact?_rsc', rsc)).toBe('page /en/contact');
    expect(await worker.request('/en/about?_rsc=1x2y3', rsc)).toBeNull();
    expect(await worker.request('/en/login?_rsc', rsc)).toBe('page /en/login');
    worker.setOnline(false);
    expect(await worker.request('/en/contact?_rsc', rsc)).toBe('page /en/contact');
    // The offline page stands in for a page never kept, and its payload for that page's.
    expect(await worker.request('/en/services?_rsc', rsc)).toBe('offline page /en/offline?_rsc');
    expect(await worker.request('/el/usecase?_rsc', rsc)).toBe('offline page /el/offline?_rsc');
    expect(await worker.request('/en/login?_rsc', rsc), 'staff pages are never kept').toBe('offline page /en/offline?_rsc');
  });

  it('never answers API calls or POSTs, and never keeps staff pages', async () => {
    const worker = installWorker('v1');
    await worker.lifecycle('install');
    expect(await worker.request('/api/contact', { method: 'POST' })).toBeNull();
    expect(await worker.request('/api/website-analysis?url=x')).toBeNull();
    expect(await worker.request('/kontakt', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(await worker.request('/inbox', { mode: 'navigate' })).toBe('page /inbox');
    expect(await worker.request('/en/login', { mode: 'navigate' })).toBe('page /en/login');
    const kept = [...worker.stores.get('aitheria-v1')!.keys()];
    expect(kept.some((url) => url.includes('/inbox') || url.includes('/login'))).toBe(false);
  });
});

describe('service worker registration', () => {
  it('registers the worker three seconds after the page has loaded, not with the first paint', () => {
    const registered: string[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { run: () => void; delay: number }[] = [];
    runInNewContext(SERVICE_WORKER_REGISTRATION, {
      navigator: { serviceWorker: { register: (url: string) => registered.push(url) } },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    });
    expect(registered).toEqual([]);
    listeners.load!();
    expect(registered).toEqual([]);
    expect(timers.map(({ delay }) => delay)).toEqual([3000]);
    timers[0]!.run();
    expect(registered).toEqual(['/sw.js']);
  });

  it('does nothing in a browser without service workers', () => {
    const listeners: string[] = [];
    runInNewContext(SERVICE_WORKER_REGISTRATION, { navigator: {}, addEventListener: (type: string) => listeners.push(type) });
    expect(listeners).toEqual([]);
  });
});
