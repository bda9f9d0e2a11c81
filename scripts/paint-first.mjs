// Runs after `next build` (npm's postbuild), before the deployment template is taken: every
// prerendered page loads its JavaScript after its first paint (docs/decisions/015-lighthouse-throttling.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { prerenderedHtmlFiles } from './inline-scripts.mjs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;

/**
 * The page's own loader: once the browser reports the first contentful paint (the complete first
 * screen, as the document is parsed by then), it adds the chunks Next.js would have loaded from
 * the head. Until then the network and the main thread belong to the HTML and its first paint. A
 * browser without paint timing loads them a second after its first frame. Each carries the `async`
 * attribute, as Next's own tags do: React finds a chunk it needs for a client component by
 * `script[async][src=…]`, and would otherwise add (and run the lookup of) a second tag for it.
 * Each tag is added in a task of its own: adding all thirteen at once took 14–20 ms of main thread
 * in one task, a long task on a phone (four times as slow).
 */
const loader = (sources) =>
  '<script>(function(){var done=0;function load(){if(done)return;done=1;' +
  `${JSON.stringify(sources)}.forEach(function(s){setTimeout(function(){var e=document.createElement('script');e.async=true;e.src=s;document.head.appendChild(e)},0)})}` +
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)load()}).observe({type:'paint',buffered:true})}catch(e){}" +
  'requestAnimationFrame(function(){setTimeout(load,1000)})})()</script>';

/** The page with its chunk scripts (and their preloads) replaced by the loader at the end of the body. */
export function loadScriptsAfterFirstPaint(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const page = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  return page.replace('</body>', `${loader(sources)}</body>`);
}

/** The chunk scripts a page runs at start-up, from its head or from its loader (not the legacy bundle). */
export function startupScripts(html) {
  const fromLoader = /(\["\/_next\/static\/chunks\/[^\]]+\])\.forEach/.exec(html);
  const fromHead = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  return [...new Set([...(fromLoader ? JSON.parse(fromLoader[1]) : []), ...fromHead])];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let pages = 0;
  for (const file of prerenderedHtmlFiles('.next/server/app')) {
    const html = readFileSync(file, 'utf8');
    const rewritten = loadScriptsAfterFirstPaint(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    pages += 1;
  }
  if (pages === 0) throw new Error('No prerendered page loads chunk scripts: has the Next.js build output changed?');
  console.log(`Paint first: ${pages} prerendered pages load their scripts after the first paint.`);
}
