import { describe, expect, it, vi } from 'vitest';
import { detectLocale, localeFromBrowserLanguage, localeFromTimeZone, parseAcceptLanguage } from './detect';

describe('localeFromBrowserLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en-CA', 'en'],
    ['EN-au', 'en'],
    ['el', 'el'],
    ['el-GR', 'el'],
    ['el-CY', 'el'],
    ['gr', 'el'],
  ])('maps %s to %s', (tag, locale) => {
    expect(localeFromBrowserLanguage(tag)).toBe(locale);
  });

  it.each(['fr', 'fr-FR', 'it', 'tr', ''])('does not map %s', (tag) => {
    expect(localeFromBrowserLanguage(tag)).toBeNull();
  });
});

describe('localeFromTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'de'],
    ['Europe/Vienna', 'de'],
    ['Europe/Zurich', 'de'],
    ['Europe/Athens', 'el'],
  ])('maps %s to %s', (zone, locale) => {
    expect(localeFromTimeZone(zone)).toBe(locale);
  });

  it('does not map other zones', () => {
    expect(localeFromTimeZone('Europe/Paris')).toBeNull();
    expect(localeFromTimeZone(undefined)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and keeps header order on ties', () => {
    expect(parseAcceptLanguage('fr-FR,fr;q=0.9,el;q=0.8,en;q=0.8')).toEqual(['fr-FR', 'fr', 'el', 'en']);
    expect(parseAcceptLanguage('en;q=0.2, de')).toEqual(['de', 'en']);
  });

  it('ignores wildcards, zero quality and empty headers', () => {
    expect(parseAcceptLanguage('*, en;q=0')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('detectLocale', () => {
  it('prefers a valid stored preference over everything else', () => {
    expect(detectLocale({ stored: 'el', browserLanguages: ['en-US'], timeZone: () => 'Europe/Berlin' })).toBe('el');
  });

  it('ignores an invalid stored value and uses the browser language', () => {
    expect(detectLocale({ stored: 'fr', browserLanguages: ['fr', 'en-US'] })).toBe('en');
  });

  it('does not look up the time zone when a browser language decides', () => {
    const timeZone = vi.fn(() => 'Europe/Athens');
    expect(detectLocale({ browserLanguages: ['en-GB'], timeZone })).toBe('en');
    expect(timeZone).not.toHaveBeenCalled();
  });

  it('falls back to the time zone when no browser language matches', () => {
    expect(detectLocale({ browserLanguages: ['fr'], timeZone: () => 'Europe/Athens' })).toBe('el');
  });

  it('ends at German when nothing matches', () => {
    expect(detectLocale({ browserLanguages: ['fr'], timeZone: () => 'Europe/Paris' })).toBe('de');
    expect(detectLocale({})).toBe('de');
  });
});
