import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTestRoutes, pageExtensions, testRoutesIn } from './test-routes';

describe('test routes', () => {
  it('are page endings of the test build only', () => {
    expect(pageExtensions(false)).toEqual(['tsx', 'ts']);
    expect(pageExtensions(true)).toEqual(expect.arrayContaining(['tsx', 'ts', 'test-route.tsx', 'test-route.ts']));
  });

  it('are found under the app directory by their file names, as the manifest names them', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'test-routes-'));
    const files = [
      '[locale]/crash-test/page.test-route.tsx',
      '[locale]/crash-test/crash-after-mount.tsx',
      'api/baseline/route.test-route.ts',
      '[locale]/about/page.tsx',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
      writeFileSync(path.join(appDir, file), '');
    }
    expect(testRoutesIn(appDir)).toEqual(['/[locale]/crash-test/page', '/api/baseline/route']);
  });

  it('fail the build when a production build holds one or a test build lacks one', () => {
    const routes = ['/[locale]/crash-test/page', '/api/baseline/route'];
    const both = { '/[locale]/crash-test/page': '/[locale]/crash-test', '/api/baseline/route': '/api/baseline' };
    expect(() => checkTestRoutes(both, routes, true)).not.toThrow();
    expect(() => checkTestRoutes({}, routes, false)).not.toThrow();
    expect(() => checkTestRoutes(both, routes, false)).toThrow(/production build: test routes were built/);
    expect(() => checkTestRoutes({ '/api/baseline/route': '/api/baseline' }, routes, true)).toThrow(/crash-test/);
  });

  it('of this app are the crash page and the benchmark baseline', () => {
    expect(testRoutesIn(path.resolve('src/app'))).toEqual(['/[locale]/crash-test/page', '/api/benchmark-baseline/route']);
  });
});
