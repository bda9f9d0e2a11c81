import { createTranslator } from 'use-intl/core';
import formatPrecompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import formatMessage from '@/i18n/format-precompiled-message';
import { isCatalogueList, isCatalogueMessage } from '@/i18n/catalogue-list';
import precompileMessagesLoader, { precompileCatalogue } from './precompile-messages.mjs';

const catalogue = {
  plain: 'Jetzt anrufen',
  greeting: 'Hallo {name}!',
  calls: '{count, plural, one {# Anruf} other {# Anrufe}} pro Tag',
  escaped: "It''s {free}",
  nested: { link: 'Lesen Sie die <link>Datenschutzerklärung</link>.' },
  list: ['Erster {Punkt}', 'Zweiter'],
  sections: [{ title: 'Titel {x}', paragraphs: ['Absatz'] }],
};

describe('the message catalogue loader', () => {
  const compiled = precompileCatalogue(catalogue) as Record<string, unknown>;

  it('compiles every message, in lists too, and keeps the shape', () => {
    expect(compiled.plain).toBe('Jetzt anrufen');
    expect(compiled.greeting).toEqual(['Hallo ', ['name'], '!']);
    expect(compiled.escaped).toEqual(["It's ", ['free']]);
    expect(compiled.list).toEqual([['Erster ', ['Punkt']], 'Zweiter']);
    expect(compiled.sections).toEqual([{ title: ['Titel ', ['x']], paragraphs: ['Absatz'] }]);
  });

  it('emits a module whose default export is the compiled catalogue, its lists marked', () => {
    const source = precompileMessagesLoader(JSON.stringify(catalogue));
    const exported = new Function(`${source.replace('export default', 'return')}`)() as Record<string, unknown>;
    expect(exported).toEqual(compiled);
    expect(JSON.stringify(exported)).toBe(JSON.stringify(compiled));
    // A compiled message is an array too: only the marks tell the lists apart.
    expect(isCatalogueList(exported.list)).toBe(true);
    expect(isCatalogueList((exported.sections as { paragraphs: unknown }[])[0]!.paragraphs)).toBe(true);
    expect(isCatalogueList(exported.greeting)).toBe(false);
    expect(isCatalogueMessage(exported.greeting)).toBe(true);
    expect(isCatalogueMessage(exported.list)).toBe(false);
  });

  it('refuses, as the ICU formatter does, a message whose argument was not given', () => {
    const options = { locale: 'de', timeZone: 'Europe/Nicosia', formatters: {} } as never;
    expect(() => formatMessage('greeting', compiled.greeting as never, undefined, options)).toThrow(/name/);
    expect(() => formatMessage('calls', compiled.calls as never, {}, options)).toThrow(/count/);
    expect(() => formatMessage('nested.link', (compiled.nested as { link: never }).link, { other: 1 }, options)).toThrow(/link/);
  });

  it('formats, with the precompiled formatter, what the ICU formatter formats from the original', () => {
    const options = { locale: 'de' as const, timeZone: 'Europe/Nicosia' };
    const original = createTranslator({ ...options, messages: catalogue }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    const precompiled = (key: string, values?: Record<string, string | number>) =>
      formatPrecompiled(
        key,
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiled) as never,
        values,
        {
          ...options,
          formatters: {
            getNumberFormat: (locale: string, format?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, format),
            getPluralRules: (locale: string, format?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, format),
            getDateTimeFormat: (locale: string, format?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, format),
          },
        } as never,
      );
    expect(precompiled('plain')).toBe(original('plain'));
    expect(precompiled('greeting', { name: 'Eleni' })).toBe(original('greeting', { name: 'Eleni' }));
    for (const count of [1, 2, 1000]) expect(precompiled('calls', { count })).toBe(original('calls', { count }));
    expect(precompiled('escaped', { free: 'frei' })).toBe(original('escaped', { free: 'frei' }));
  });

  it('compiles every catalogue of every language (a stray "<" or "{" fails the build, so it fails here first)', () => {
    for (const locale of ['de', 'en', 'el']) {
      const folder = `src/messages/${locale}`;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        expect(
          () => precompileCatalogue(JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as unknown),
          `${folder}/${file}`,
        ).not.toThrow();
      }
    }
  });
});
