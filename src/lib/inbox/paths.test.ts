import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/inbox/paths';

describe('the return path after sign-in', () => {
  it.each([
    '/inbox/x/../../agb',
    '/inbox/%2e%2e/agb',
    '/inbox/%2E%2E/%2e%2e/kontakt',
    '/inbox/..%2f..%2fagb',
    '/inbox%2f..%2f..%2fagb',
    '/inbox/%252e%252e/agb',
    '/inbox/%252f..',
    '/\\evil.example/inbox',
    '/inbox\\..\\..\\agb',
    '//evil.example/inbox',
    '/%2fevil.example/inbox',
    'https://evil.example/inbox',
    'http:/inbox',
    'inbox',
    '/inbox/\r\nSet-Cookie: x=1',
    '/inbox/%0d%0aSet-Cookie:%20x=1',
    '/inbox/%E0%A4%A',
    '/inboxes',
    '/en/inbox/../../agb',
    '/\t/evil.example',
  ])('keeps %j out: the inbox start page instead', (next) => {
    expect(safeReturnPath(next, 'de')).toBe('/inbox');
    expect(safeReturnPath(next, 'el')).toBe('/el/inbox');
  });

  it('keeps paths of the staff area in any language, with their query, resolving harmless dot segments', () => {
    expect(safeReturnPath('/inbox', 'de')).toBe('/inbox');
    expect(safeReturnPath('/inbox/contact/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11', 'de')).toBe(
      '/inbox/contact/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11',
    );
    expect(safeReturnPath('/en/inbox/audit', 'de')).toBe('/en/inbox/audit');
    expect(safeReturnPath('/inbox/errors/../privacy', 'de')).toBe('/inbox/privacy');
    expect(safeReturnPath('/inbox?kind=contact&q=M%C3%BCller%26S%C3%B6hne%2FGmbH', 'de')).toBe(
      '/inbox?kind=contact&q=M%C3%BCller%26S%C3%B6hne%2FGmbH',
    );
    expect(safeReturnPath('/inbox?q=a b#top', 'de')).toBe('/inbox?q=a%20b');
    expect(safeReturnPath(undefined, 'en')).toBe('/en/inbox');
    expect(safeReturnPath('/inbox/' + 'a'.repeat(3000), 'de')).toBe('/inbox');
  });
});
