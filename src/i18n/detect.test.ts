import { describe, expect, it } from 'vitest';
import { localeFromBrowserLanguage, parseAcceptLanguage, TIME_ZONE_LOCALES } from './detect';

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

describe('the time-zone table', () => {
  it.each([
    ['Europe/Berlin', 'de'],
    ['Europe/Vienna', 'de'],
    ['Europe/Zurich', 'de'],
    ['Europe/Athens', 'el'],
  ])('maps %s to %s', (zone, locale) => {
    expect(TIME_ZONE_LOCALES[zone]).toBe(locale);
  });

  it('does not map other zones', () => {
    expect(TIME_ZONE_LOCALES['Europe/Paris']).toBeUndefined();
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
