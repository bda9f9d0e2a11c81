import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareCatalogues, placeholders, readCatalogues } from './catalogue-check';

describe('compareCatalogues', () => {
  it('accepts catalogues with the same keys and placeholders', () => {
    const catalogues = {
      de: { common: { a: 'Hallo {name}', b: { c: 'x' } } },
      en: { common: { a: 'Hello {name}', b: { c: 'y' } } },
    };
    expect(compareCatalogues(catalogues, 'de')).toEqual([]);
  });

  it('reports missing and extra keys, missing files and differing placeholders', () => {
    const catalogues = {
      de: { common: { a: 'Hallo {name}', b: { c: 'x' } }, home: { t: 'T' } },
      el: { common: { a: 'Γεια {onoma}', b: { d: 'y' } } },
    };
    expect(compareCatalogues(catalogues, 'de')).toEqual([
      'el: missing key common.b.c',
      'el: extra key common.b.d',
      'el: placeholders differ in common.a',
      'el: missing file home.json',
    ]);
  });

  it('reads ICU arguments including plural and select', () => {
    expect(placeholders('{count, plural, one {# item} other {# items}} for {name}')).toEqual(['count', 'name']);
  });

  it('finds the real catalogues in agreement', () => {
    const directory = fileURLToPath(new URL('../../src/messages', import.meta.url));
    expect(compareCatalogues(readCatalogues(directory), 'de')).toEqual([]);
  });
});
