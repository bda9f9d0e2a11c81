import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftedSourceMap, startupChunks, withCompileHint } from './compile-hints';

describe('startupChunks', () => {
  it('collects the root chunks and every entry chunk of the client reference manifests, once each', () => {
    const manifest = (entries: Record<string, string[]>) =>
      `globalThis.__RSC_MANIFEST["/x/page"] = {"clientModules":{"m":{"chunks":["static/chunks/lazy.js"]}},"entryJSFiles":${JSON.stringify(entries)},"later":{"m":["static/chunks/after.js"]}};`;
    const chunks = startupChunks({ rootMainFiles: ['static/chunks/framework.js'] }, [
      manifest({
        '[project]/src/app/layout': ['static/chunks/layout.js'],
        '[project]/src/app/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
      }),
      manifest({ '[project]/src/app/other/page': ['static/chunks/other.js'] }),
    ]);
    expect(chunks).toEqual(['static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/other.js', 'static/chunks/page.js']);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([]);');
    expect(hinted).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([]);`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('shiftedSourceMap', () => {
  it('moves every mapping down one generated line', () => {
    const map = JSON.parse(shiftedSourceMap(JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' })));
    expect(map).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });
});
