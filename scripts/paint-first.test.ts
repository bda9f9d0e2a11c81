import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint, startupScripts } from './paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><h1>Hello</h1><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('scripts load after the first paint', () => {
  const rewritten = loadScriptsAfterFirstPaint(page);

  it('takes the chunk scripts and their preloads out of the head', () => {
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/b.js" async="">');
    expect(rewritten).not.toContain('rel="preload" as="script"');
    // Nothing else changes: the legacy bundle for old browsers, the payload, the content.
    expect(rewritten).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(rewritten).toContain('<h1>Hello</h1><script>self.__next_f.push([1,"x"])</script>');
  });

  it('adds them, in their order, once the first contentful paint is reported', () => {
    const loader = rewritten.slice(rewritten.lastIndexOf('<script>') + '<script>'.length, rewritten.lastIndexOf('</script></body>'));
    expect(loader).toContain('["/_next/static/chunks/b.js","/_next/static/chunks/a.js"]');
    const added: string[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    let frame: (() => void) | undefined;
    const fakeWindow = {
      document: {
        createElement: () => ({}),
        head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? ' async' : ''}`) },
      },
      PerformanceObserver: class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      },
      requestAnimationFrame: (callback: () => void) => (frame = callback),
      // The first-paint fallback waits 1000 ms; each tag is added by a task of its own (delay 0).
      setTimeout: (callback: () => void, delay: number) => (delay === 0 ? tasks.push(callback) : undefined),
    };
    const tasks: (() => void)[] = [];
    const runTasks = () => tasks.splice(0).forEach((task) => task());
    new Function(...Object.keys(fakeWindow), loader)(...Object.values(fakeWindow));
    frame?.();
    expect(added).toEqual([]);
    observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    observer?.({ getEntriesByName: () => [{}] });
    expect(added, 'nothing added in the observer task itself').toEqual([]);
    expect(tasks).toHaveLength(2);
    runTasks();
    expect(added).toEqual(['/_next/static/chunks/b.js async', '/_next/static/chunks/a.js async']);
  });

  it('leaves a page without chunk scripts as it is', () => {
    expect(loadScriptsAfterFirstPaint('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
  });
});

describe('the scripts a page starts with', () => {
  it('are read from the loader and the head alike, without the legacy bundle', () => {
    expect(startupScripts(page)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
    expect(startupScripts(loadScriptsAfterFirstPaint(page))).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
  });
});
