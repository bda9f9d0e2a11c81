// A step of `npm run build` after `next build` (scripts/build.ts): every prerendered page is complete as
// HTML and starts its JavaScript when the visitor first acts (docs/decisions/034-first-touch-without-react.md).
// It rewrites what Next.js wrote, for lack of a mechanism of Next.js's own (docs/architecture.md, "What the
// build rewrites"); each pattern it relies on fails the build when it no longer matches.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every prerendered page of the build: the paths of the `.html` files under `appDirectory` (`.next/server/app`). */
export const prerenderedHtmlFiles = (appDirectory: string): string[] =>
  readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(appDirectory, file));

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
/** Next's inline page data: the bootstrap mark and the RSC payload, the same bytes the page's `.rsc` answer holds. */
const PAYLOAD_BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[1,"(?:[^"\\]|\\[\s\S])*"\]\)<\/script>/g;

/**
 * The loader's id, and the page's first paint held until the parser has reached it
 * (`<link rel="expect" blocking="render">`): the whole document is styled and laid out once, before
 * the first paint, instead of in several rounds after it, each a task of its own.
 */
const LOADER_ID = 'intent-loader';
const RENDER_AFTER_PARSE = `<link rel="expect" href="#${LOADER_ID}" blocking="render"/>`;
const CHARSET = '<meta charSet="utf-8"/>';

/** The key src/lib/consent.ts stores the cookie choice under (a test keeps the two equal). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * The page's loader, run in the browser as an inline script at the end of the body. Until the
 * visitor acts, the page is its server HTML: links, native disclosure and forms work without it.
 *
 * - The first sign of a visitor (pointer, touch, key, wheel, scroll, focus, click) fetches the
 *   page's RSC payload (`?_rsc` with the `RSC` header, as Next's router asks for it), hands it to
 *   Next as the inline payload would have been, and adds the chunk scripts, one task each, with
 *   `async` as Next writes them (React finds its chunks by `script[async][src]`).
 * - The chunks download beside the payload (preloads) and run once it has arrived.
 * - A page opened at a `#fragment`, or by a visitor who allowed analytics (the page view is
 *   counted when the page shows), starts at once.
 * - The start waits for the frame after the visitor's act, so it never delays what that act shows:
 *   the controls a visitor touches first answer without React (src/lib/first-touch/controls.ts).
 * - A click on a button that only React can answer (`data-awaits-react`: the ROI calculator, the
 *   booking consent) would be lost before React runs: the last one is clicked again once
 *   `<html data-hydrated>` is set (components/layout/hydration-mark.tsx). Everything else answers
 *   without React and is left alone, so nothing answers twice.
 * - A payload that cannot be fetched (offline, a deploy in between) leaves the page as it is
 *   and is asked for again on the next sign of the visitor; chunks never run without it.
 */
// The loader's source as the page gets it: written as text, not taken from a compiled function, because a
// compiler may add helpers of its own to a function (tsx, which runs the build, adds \`__name\` calls) that do
// not exist in the page. build/intent-loader.test.ts runs it from the page's text.
const INTENT_LOADER = `function intentLoader(chunks, consentKey) {
  var next = self;
  var root = document.documentElement;
  var intents = ['pointerdown', 'touchstart', 'keydown', 'mousemove', 'wheel', 'scroll', 'focusin', 'click'];
  var payload = null;
  var started = false;
  var scheduled = false;
  var preloaded = false;
  var lastClicked = null;

  function fetchPayload() {
    if (!payload) {
      var url = location.pathname + location.search + (location.search ? '&' : '?') + '_rsc';
      payload = fetch(url, { headers: { RSC: '1' }, credentials: 'same-origin' }).then(function (response) {
        if (!response.ok) throw new Error('payload ' + response.status);
        return response.text();
      });
      payload.catch(function () {
        payload = null;
        started = false;
      });
    }
    return payload;
  }

  function addScript(src) {
    var script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }

  function preload(src) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = src;
    document.head.appendChild(link);
  }

  function start() {
    if (started) return;
    started = true;
    var payloadArrives = fetchPayload();
    if (!preloaded) chunks.forEach(preload);
    preloaded = true;
    payloadArrives.then(
      function (text) {
        intents.forEach(function (type) {
          removeEventListener(type, onIntent, true);
        });
        (next.__next_f = next.__next_f || []).push([0]);
        next.__next_f.push([1, text]);
        chunks.forEach(function (src) {
          setTimeout(function () {
            addScript(src);
          }, 0);
        });
      },
      function () {},
    );
  }

  function onIntent() {
    if (started || scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () {
      setTimeout(function () {
        scheduled = false;
        start();
      }, 0);
    });
  }

  function rememberClick(event) {
    if (window.next) return;
    var target = event.target;
    var control = target && target.closest ? target.closest('[data-awaits-react]') : null;
    if (control) lastClicked = control;
  }

  function replayClick() {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', rememberClick, true);
    if (lastClicked && lastClicked.isConnected) lastClicked.click();
    lastClicked = null;
  }

  var observer = new MutationObserver(replayClick);
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  addEventListener('click', rememberClick, true);
  intents.forEach(function (type) {
    addEventListener(type, onIntent, { capture: true, passive: true });
  });

  var analytics = false;
  try {
    analytics = JSON.parse(localStorage.getItem(consentKey) || 'null').analytics === true;
  } catch {
    // No storage, or no choice stored: the visitor has not allowed analytics.
  }
  if (location.hash || analytics) start();
}`;
/** The loader as an inline script, its indentation dropped. */
const loaderScript = (chunks: string[]) =>
  `<script id="${LOADER_ID}">(${INTENT_LOADER.replace(/\n\s*/g, '\n')})(${JSON.stringify(chunks)},${JSON.stringify(CONSENT_STORAGE_KEY)})</script>`;

/**
 * The page without its chunk scripts, their preloads and its inline payload, with the loader at the
 * end of the body and its first paint held until the parser has reached the loader.
 */
export function loadScriptsOnIntent(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0 || !html.includes('</body>')) return html;
  if (!html.includes(CHARSET))
    throw new Error(`The page has no ${CHARSET} to put the render hold after: has the Next.js build output changed?`);
  const page = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '').replace(PAYLOAD_BOOTSTRAP, '').replace(PAYLOAD_SCRIPT, '');
  // Next's inline payload in any other shape would reach the browser twice: once inline, once fetched.
  if (page.includes('self.__next_f'))
    throw new Error('The page keeps inline RSC data the loader does not know: has the Next.js build output changed?');
  return page.replace(CHARSET, CHARSET + RENDER_AFTER_PARSE).replace('</body>', `${loaderScript(sources)}</body>`);
}

/** The chunk scripts a page runs at start-up, from its loader or from its head (not the legacy bundle). */
export function startupScripts(html: string): string[] {
  const fromLoader = /\)\((\["\/_next\/static\/chunks\/[^\]]+\])/.exec(html);
  const fromHead = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] ?? '');
  return [...new Set<string>([...(fromLoader?.[1] ? (JSON.parse(fromLoader[1]) as string[]) : []), ...fromHead])];
}

/**
 * A step of the build (scripts/build.ts): every prerendered page under `appDirectory` loads its scripts on
 * intent. Fails when none does: the output Next.js writes has changed shape.
 */
export function loadPagesOnIntent(appDirectory: string): number {
  let pages = 0;
  for (const file of prerenderedHtmlFiles(appDirectory)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = loadScriptsOnIntent(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    pages += 1;
  }
  if (pages === 0) throw new Error('No prerendered page loads chunk scripts: has the Next.js build output changed?');
  return pages;
}
