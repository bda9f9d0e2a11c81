// Next.js's cache handler (next.config.ts `cacheHandler`): where Next.js gets a prerendered page and keeps
// what it renders. Next.js imports this file by its path, apart from the app's bundles, so it is plain
// JavaScript and only hands each call to the store the app registered at start (page-store.ts); before
// that (during `next build`) there is nothing to give, and Next.js renders and writes the build as usual.
const STORE_KEY = Symbol.for('aitheria.prerendered-store');

export default class PrerenderedPagesHandler {
  async get(key) {
    return globalThis[STORE_KEY]?.get(key) ?? null;
  }

  async set(key, value) {
    globalThis[STORE_KEY]?.set(key, value);
  }

  async revalidateTag() {
    // Nothing is revalidated: the pages change with a new build.
  }

  resetRequestCache() {}
}
