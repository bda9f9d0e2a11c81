import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY as consentKeyOfTheSite } from '../src/lib/consent';
import { CONSENT_STORAGE_KEY, loadScriptsOnIntent, startupScripts } from './intent-loader';

const payload =
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"</p>\\"}]\\n"])</script>';
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script id="_R_">(globalThis.TURBOPACK||=[]).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  payload,
  payload,
  '</body></html>',
].join('');

type Listener = (event: { type: string; target?: unknown }) => void;

/** Runs the page's loader against a fake browser and records what it does. */
function runLoader(html: string, { hash = '', storedConsent = null as string | null, payloadOk = true } = {}) {
  const opening = '<script id="intent-loader">';
  const loader = html.slice(html.lastIndexOf(opening) + opening.length, html.lastIndexOf('</script></body>'));
  const listeners = new Map<string, Listener[]>();
  const added: string[] = [];
  const fetched: string[] = [];
  const tasks: (() => void)[] = [];
  const attributes = new Set<string>();
  let observed: (() => void) | undefined;
  const nextGlobal: { __next_f?: unknown[] } = {};
  const fakeWindow = {
    document: {
      documentElement: { hasAttribute: (name: string) => attributes.has(name) },
      readyState: 'loading',
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; src?: string; href?: string; rel?: string; async?: boolean }) =>
          added.push(element.tag === 'script' ? `script ${element.src}${element.async ? ' async' : ''}` : `${element.rel} ${element.href}`),
      },
    },
    location: { pathname: '/en/contact', search: '', hash },
    localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? storedConsent : null) },
    self: nextGlobal,
    window: {} as { next?: unknown },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push(`${url} RSC:${init.headers.RSC}`);
      return Promise.resolve({ ok: payloadOk, status: payloadOk ? 200 : 503, text: () => Promise.resolve('1:"payload"\n') });
    },
    requestAnimationFrame: (callback: () => void) => tasks.push(callback),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((each) => each !== listener),
      ),
    MutationObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    },
    setTimeout: (callback: () => void) => tasks.push(callback),
  };
  new Function(...Object.keys(fakeWindow), loader)(...Object.values(fakeWindow));
  const settle = async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  };
  return {
    added,
    fetched,
    nextData: () => nextGlobal.__next_f,
    dispatch: async (type: string, target?: unknown) => {
      for (const listener of listeners.get(type) ?? []) listener({ type, target });
      await settle();
    },
    /** Runs every task and animation frame due, and those they schedule in turn. */
    runTasks: async () => {
      for (let round = 0; round < 10; round += 1) {
        await settle();
        tasks.splice(0).forEach((task) => task());
      }
      await settle();
    },
    hydrate: () => {
      attributes.add('data-hydrated');
      observed?.();
    },
    markNextRunning: () => (fakeWindow.window.next = {}),
    listening: (type: string) => (listeners.get(type) ?? []).length,
  };
}

describe('the page starts its JavaScript on intent', () => {
  const rewritten = loadScriptsOnIntent(page);

  it('takes the chunk scripts, their preloads and the inline payload out of the page', () => {
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/b.js" async="">');
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten).not.toContain('$Sreact.fragment');
    expect(rewritten).not.toContain('push([0])</script>');
    // The legacy bundle for old browsers, Turbopack's start list and the content stay.
    expect(rewritten).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(rewritten).toContain('<h1>Hello</h1><script id="_R_">');
    expect(rewritten.length).toBeLessThan(page.length - 2 * payload.length + 3500);
  });

  it('holds the first paint until the parser has reached the loader, the last element of the body', () => {
    expect(rewritten).toContain('<head><meta charSet="utf-8"/><link rel="expect" href="#intent-loader" blocking="render"/>');
    expect(rewritten).toMatch(/<script id="intent-loader">[^<]*<\/script><\/body><\/html>$/);
    expect(rewritten.match(/id="intent-loader"/g)).toHaveLength(1);
  });

  it('refuses a page whose inline payload it does not recognise', () => {
    expect(() => loadScriptsOnIntent(page.replace('</body>', '<script>self.__next_f.push([2,"x"])</script></body>'))).toThrow(
      /inline RSC data/,
    );
  });

  it('runs nothing until the visitor acts, then hands over the fetched payload and adds the chunks in order', async () => {
    const browser = runLoader(rewritten);
    await browser.dispatch('load');
    await browser.runTasks();
    expect(browser.fetched, 'nothing is fetched for a visitor who only reads').toEqual([]);
    expect(browser.added).toEqual([]);
    await browser.dispatch('touchstart');
    expect(browser.fetched, 'not before the frame that answers the touch').toEqual([]);
    await browser.runTasks();
    expect(browser.fetched).toEqual(['/en/contact?_rsc RSC:1']);
    expect(browser.nextData()).toEqual([[0], [1, '1:"payload"\n']]);
    expect(browser.added.slice(0, 2), 'the chunks download beside the payload').toEqual([
      'preload /_next/static/chunks/b.js',
      'preload /_next/static/chunks/a.js',
    ]);
    expect(browser.added.slice(2), 'then run, each added in a task of its own').toEqual([
      'script /_next/static/chunks/b.js async',
      'script /_next/static/chunks/a.js async',
    ]);
    await browser.dispatch('scroll');
    await browser.runTasks();
    expect(browser.fetched, 'once').toHaveLength(1);
    expect(browser.listening('scroll')).toBe(0);
  });

  it('starts at once for a #fragment or a visitor who allowed analytics, not for one who declined', async () => {
    const scripts = (added: string[]) => added.filter((each) => each.startsWith('script'));
    const atFragment = runLoader(rewritten, { hash: '#faq' });
    await atFragment.runTasks();
    expect(scripts(atFragment.added)).toHaveLength(2);
    const counted = runLoader(rewritten, {
      storedConsent: JSON.stringify({ accepted: true, analytics: true, marketing: false, timestamp: 1 }),
    });
    await counted.runTasks();
    expect(scripts(counted.added)).toHaveLength(2);
    const declined = runLoader(rewritten, {
      storedConsent: JSON.stringify({ accepted: false, analytics: false, marketing: false, timestamp: 1 }),
    });
    await declined.runTasks();
    expect(declined.added).toEqual([]);
  });

  it('never runs the chunks without the payload, and asks again on the next sign of the visitor', async () => {
    const browser = runLoader(rewritten, { payloadOk: false });
    await browser.dispatch('pointerdown');
    await browser.runTasks();
    expect(browser.added.filter((each) => each.startsWith('script'))).toEqual([]);
    expect(browser.nextData()).toBeUndefined();
    await browser.dispatch('pointerdown');
    await browser.runTasks();
    expect(browser.fetched).toHaveLength(2);
    expect(
      browser.added.filter((each) => each.startsWith('preload')),
      'preloaded once',
    ).toHaveLength(2);
  });

  it('clicks the last button that awaits React, clicked before React ran, again once the page is hydrated', async () => {
    const browser = runLoader(rewritten);
    const clicks: string[] = [];
    const button = (name: string) => ({ isConnected: true, click: () => clicks.push(name) });
    // Only a control marked `data-awaits-react` is remembered; the menu, the banner and links answer on their own.
    const target = (control: object | null) => ({ closest: (selector: string) => (selector === '[data-awaits-react]' ? control : null) });
    await browser.dispatch('click', target(button('calculator')));
    await browser.dispatch('click', target(button('booking')));
    await browser.dispatch('click', target(null));
    await browser.runTasks();
    expect(clicks).toEqual([]);
    browser.hydrate();
    expect(clicks).toEqual(['booking']);
    expect(browser.listening('click'), 'nothing is remembered after hydration').toBe(0);
  });

  it('leaves clicks to React once Next runs', async () => {
    const browser = runLoader(rewritten);
    const clicks: string[] = [];
    await browser.dispatch('pointerdown');
    browser.markNextRunning();
    await browser.dispatch('click', { closest: () => ({ isConnected: true, type: 'button', click: () => clicks.push('late') }) });
    browser.hydrate();
    expect(clicks).toEqual([]);
  });

  it('reads the cookie choice under the key the site stores it', () => {
    expect(CONSENT_STORAGE_KEY).toBe(consentKeyOfTheSite);
  });

  it('leaves a page without chunk scripts as it is', () => {
    expect(loadScriptsOnIntent('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
  });
});

describe('the scripts a page starts with', () => {
  it('are read from the loader and the head alike, without the legacy bundle', () => {
    expect(startupScripts(page)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
    expect(startupScripts(loadScriptsOnIntent(page))).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
  });
});
