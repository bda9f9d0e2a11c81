import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl';
import { loadMessages, mergeWithFallback, type Messages } from './messages';
import { messageFallback, reportIntlError } from './missing-message';

describe('mergeWithFallback', () => {
  it('keeps the fallback for keys the locale lacks, per key and nested', () => {
    const german = { a: { b: 'B-de', c: 'C-de' }, d: 'D-de' };
    const english = { a: { b: 'B-en' } };
    expect(mergeWithFallback(german, english)).toEqual({ a: { b: 'B-en', c: 'C-de' }, d: 'D-de' });
  });
});

describe('missing keys', () => {
  it('shows the key and warns when a key is missing everywhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = await loadMessages('en');
    const t = createTranslator({
      locale: 'en',
      messages,
      namespace: 'common',
      onError: reportIntlError,
      getMessageFallback: messageFallback,
    });
    expect(t('doesNotExist')).toBe('common.doesNotExist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('doesNotExist'));
    warn.mockRestore();
  });

  it('falls back to German for a key only German has', async () => {
    const english = await loadMessages('en');
    const german = await loadMessages('de');
    const merged = mergeWithFallback(german, { common: { nav: {} } });
    expect((merged.common as { nav: { home: string } }).nav.home).toBe('Startseite');
    expect((english.common as { nav: { home: string } }).nav.home).not.toBe('');
  });
});

describe('mergeWithFallback with lists', () => {
  it('keeps a translated list a list, replacing the German one whole', () => {
    // Catalogues hold JSON lists; the Messages type only names strings and branches.
    const lists = (german: unknown, translated: unknown) => [german, translated] as [Messages, Messages];
    const merged = mergeWithFallback(...lists({ a: { list: ['eins', 'zwei'], title: 'Titel' } }, { a: { list: ['one', 'two'] } }));
    expect(merged).toEqual({ a: { list: ['one', 'two'], title: 'Titel' } });
    expect(Array.isArray((merged.a as { list: unknown }).list)).toBe(true);
  });
});
