import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptHash } from './inline-scripts';
import { writeScriptHashes } from '../deployment/build-check';
import { inScratchDirectory } from '../../../tests/support/scratch-directory';

describe('inline script hashes for the script policy', () => {
  it('hashes a script as browsers do (the example of the CSP specification)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('takes the scripts a browser runs, not files, JSON data or the text of other elements', () => {
    const html = [
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
      '<script type="module">import "/x.js"</script>',
      '<p>&lt;script&gt;not a script&lt;/script&gt;</p>',
      '<script nonce="abc">\n  multi\n  line\n</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      'self.__next_f=self.__next_f||[]',
      'requestAnimationFrame(function(){$RT=performance.now()});',
      'import "/x.js"',
      '\n  multi\n  line\n',
    ]);
  });

  it('names each prerendered page by its route and keeps each hash once', () =>
    inScratchDirectory('aitheria-hashes', (next) => {
      const app = join(next, 'server', 'app');
      mkdirSync(join(app, 'en', 'usecase'), { recursive: true });
      writeFileSync(join(app, 'de.html'), '<script id="first-touch">ours()</script><script>a()</script><script>a()</script>');
      writeFileSync(join(app, 'en', 'usecase', 'handwerk.html'), '<script>b()</script>');
      writeFileSync(join(app, 'en', 'usecase', 'handwerk.rsc'), 'not html');
      expect(writeScriptHashes(next)).toBe(2);
      // Our own layout's script, as the build wrote it, for the pages rendered per request.
      expect(JSON.parse(readFileSync(join(next, 'script-hashes.json'), 'utf8'))).toEqual({
        pages: { '/de': [scriptHash('ours()'), scriptHash('a()')], '/en/usecase/handwerk': [scriptHash('b()')] },
        own: [scriptHash('ours()')],
      });
      // Two texts of one of our scripts cannot both be allowed by one record: the build stops.
      writeFileSync(join(app, 'en.html'), '<script id="first-touch">other()</script>');
      expect(() => writeScriptHashes(next)).toThrow(/#first-touch differs/);
      // A helper a compiler added to a function inlined from its text would not exist in the page.
      writeFileSync(join(app, 'en.html'), '<script>function f(){}__name(f,"f")</script>');
      expect(() => writeScriptHashes(next)).toThrow(/calls __name\(\)/);
    }));
});
