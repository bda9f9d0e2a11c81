import { expect, test } from './test';
import { HtmlValidate } from 'html-validate';

// The standard preset (what the document must be), plus what a screen reader relies on: headings
// start at <h1> and skip no level, every input says its type, no role repeats the element's own.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    'heading-level': 'error',
    'no-implicit-input-type': 'error',
    'no-redundant-role': 'error',
    'empty-heading': 'error',
    'unique-landmark': 'error',
  },
});

async function problems(html: string, path: string) {
  const report = await validator.validateString(html, path);
  return report.results.flatMap((result) => result.messages.map((message) => `${path} ${message.ruleId}: ${message.message}`));
}

test('every sitemap page is valid HTML, headings included', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(60);
  const found: string[] = [];
  for (const path of paths) found.push(...(await problems(await (await request.get(path)).text(), path)));
  expect(found).toEqual([]);
});

test('the not-found page is valid HTML too', async ({ request }) => {
  const response = await request.get('/en/no-such-page');
  expect(response.status()).toBe(404);
  expect(await problems(await response.text(), '/en/no-such-page')).toEqual([]);
});

test('the validator does find what it must: a heading out of order and a bare input', async () => {
  const html = '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h2>a</h2><input name="x"></main></body></html>';
  const found = await problems(html, 'sample');
  expect(found.some((line) => line.includes('heading-level'))).toBe(true);
  expect(found.some((line) => line.includes('no-implicit-input-type'))).toBe(true);
});
