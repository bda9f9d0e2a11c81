import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileKind, type FileKind } from '../deployment/fill-in';

/**
 * The prerendered pages of the build, with this deployment's values filled in, for Next.js's cache
 * handler (cache-handler.mjs, docs/decisions/035-deployment-values-in-memory.md): the build on disk is
 * read, never written, so one build serves instances with different values side by side, and a
 * read-only release directory works.
 *
 * It reads what `next build` wrote under `.next/server/app`: for each prerendered route a `.meta` file
 * whose `routeCache.key` is the key Next.js asks its cache handler for, beside the route's `.html`,
 * `.rsc` and `.segments/` (a page) or `.body` (a route handler). prerendered-pages.test.ts fails when
 * that shape changes.
 */

/** The filler of one deployment (deployment/fill-in.ts): a build file's text with the values in place. */
type Fill = (text: string, kind: FileKind, name: string) => string;

type Meta = {
  headers?: Record<string, string | string[]>;
  status?: number;
  postponed?: string;
  segmentPaths?: string[];
  routeCache?: { key?: string; owner?: { kind?: string } };
};

/** What the cache handler gives Next.js: the shape of its `CacheHandlerValue` for a page or a route handler. */
export type CachedPage = {
  lastModified: number;
  value:
    | {
        kind: 'APP_PAGE';
        html: string;
        rscData: Buffer | undefined;
        headers: Record<string, string | string[]> | undefined;
        postponed: string | undefined;
        status: number | undefined;
        segmentData: Map<string, Buffer> | undefined;
      }
    | { kind: 'APP_ROUTE'; body: Buffer; headers: Record<string, string | string[]> | undefined; status: number | undefined };
};

/** The route files a build record points at: where they are and which kind of entry they make. */
type Route = { base: string; kind: 'APP_PAGE' | 'APP_ROUTE'; meta: Meta };

const RSC_SEGMENTS_SUFFIX = '.segments';
const SEGMENT_SUFFIX = '.segment.rsc';
/** Bytes a route handler answers that are text and may hold a value (a web manifest, JSON); images stay as built. */
const TEXT_BODY = /(json|text|xml|manifest)/;

function* metaFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* metaFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.meta')) yield path;
  }
}

/** Every prerendered route of the build under its cache key. */
function indexPrerenderedRoutes(appDirectory: string): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const file of metaFiles(appDirectory)) {
    const meta = JSON.parse(readFileSync(file, 'utf8')) as Meta;
    const key = meta.routeCache?.key;
    const kind = meta.routeCache?.owner?.kind;
    if (!key || (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE')) continue;
    routes.set(key, { base: file.slice(0, -'.meta'.length), kind, meta });
  }
  return routes;
}

function readRoute({ base, kind, meta }: Route, fill: Fill): CachedPage {
  if (kind === 'APP_ROUTE') {
    const raw = readFileSync(`${base}.body`);
    const type = String(meta.headers?.['content-type'] ?? '');
    const body = TEXT_BODY.test(type) ? Buffer.from(fill(raw.toString('utf8'), 'raw', `${base}.body`)) : raw;
    return { lastModified: statSync(`${base}.body`).mtimeMs, value: { kind, body, headers: meta.headers, status: meta.status } };
  }
  const text = (path: string) => fill(readFileSync(path, 'utf8'), fileKind(path), path);
  const segmentData = meta.segmentPaths
    ? new Map(meta.segmentPaths.map((segment) => [segment, Buffer.from(text(`${base}${RSC_SEGMENTS_SUFFIX}${segment}${SEGMENT_SUFFIX}`))]))
    : undefined;
  return {
    lastModified: statSync(`${base}.html`).mtimeMs,
    value: {
      kind,
      html: text(`${base}.html`),
      rscData: Buffer.from(text(`${base}.rsc`)),
      headers: meta.headers,
      postponed: meta.postponed,
      status: meta.status,
      segmentData,
    },
  };
}

/** Entries Next.js renders at run time and hands back (routes the build did not prerender), kept this many at most. */
const RENDERED_CAPACITY = 200;

/**
 * The store behind the cache handler: a build record's entry is read and filled in the first time it is
 * asked for and kept; what Next.js renders at run time is kept in memory, the oldest dropped first.
 */
export function createPrerenderedStore(appDirectory: string, fill: Fill) {
  const routes = indexPrerenderedRoutes(appDirectory);
  const prerendered = new Map<string, CachedPage>();
  const rendered = new Map<string, { lastModified: number; value: unknown }>();
  return {
    routes: routes.size,
    get(key: string): CachedPage | { lastModified: number; value: unknown } | null {
      const route = routes.get(key);
      if (!route) return rendered.get(key) ?? null;
      let entry = prerendered.get(key);
      if (!entry) {
        entry = readRoute(route, fill);
        prerendered.set(key, entry);
      }
      return entry;
    },
    set(key: string, value: unknown) {
      if (routes.has(key)) return;
      rendered.delete(key);
      if (value === null) return;
      rendered.set(key, { lastModified: Date.now(), value });
      if (rendered.size > RENDERED_CAPACITY) rendered.delete(rendered.keys().next().value as string);
    },
  };
}

export type PrerenderedStore = ReturnType<typeof createPrerenderedStore>;

/** Where the store waits for the cache handler, which Next.js loads by its path, apart from the app's modules. */
const STORE_KEY = Symbol.for('aitheria.prerendered-store');

export function registerPrerenderedStore(store: PrerenderedStore) {
  (globalThis as { [STORE_KEY]?: PrerenderedStore })[STORE_KEY] = store;
}
