import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * Browser-language mapping: de, de-DE, de-AT, de-CH → de; any en… → en; el, el-GR, el-CY, gr → el.
 * Other German regions (de-LU, de-LI) follow their language, as a visitor would expect.
 */
export function localeFromBrowserLanguage(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'de') return 'de';
  if (primary === 'en') return 'en';
  if (primary === 'el' || primary === 'gr') return 'el';
  return null;
}

/** Time-zone mapping: Berlin, Vienna, Zurich → de; Athens → el. Nicosia is Greek-speaking too. */
const timeZoneLocales: Record<string, Locale> = {
  'Europe/Berlin': 'de',
  'Europe/Vienna': 'de',
  'Europe/Zurich': 'de',
  'Europe/Athens': 'el',
  'Asia/Nicosia': 'el',
  'Europe/Nicosia': 'el',
};

export function localeFromTimeZone(timeZone: string | null | undefined): Locale | null {
  if (!timeZone) return null;
  return timeZoneLocales[timeZone] ?? null;
}

/** Parses an Accept-Language header into tags ordered by quality (highest first). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map((entry) => entry.tag);
}

export function localeFromBrowserLanguages(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = localeFromBrowserLanguage(tag);
    if (locale) return locale;
  }
  return null;
}

export type DetectionInput = {
  stored?: string | null;
  browserLanguages?: readonly string[];
  /**
   * Read only when the browser languages do not decide: the browser's first time-zone lookup
   * (`Intl.DateTimeFormat().resolvedOptions()`) loads its zone data, 12–80 ms of main thread on a
   * phone-class CPU.
   */
  timeZone?: () => string | null | undefined;
};

/** Initial language: stored preference if valid, else browser language, else time zone, else German. */
export function detectLocale({ stored, browserLanguages = [], timeZone }: DetectionInput): Locale {
  if (isLocale(stored)) return stored;
  return localeFromBrowserLanguages(browserLanguages) ?? localeFromTimeZone(timeZone?.()) ?? defaultLocale;
}
