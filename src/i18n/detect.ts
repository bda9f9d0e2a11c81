import type { Locale } from './locales';

/**
 * Browser-language mapping by the primary subtag: de, de-DE, de-AT, de-CH → de; any en… → en; el, el-GR,
 * el-CY, gr → el. Other German regions (de-LU, de-LI) follow their language, as a visitor would expect.
 * The server reads it for Accept-Language, the document-start script (src/lib/first-touch/document-start.ts)
 * for the browser's own languages.
 */
export const PRIMARY_LANGUAGE_LOCALES: Readonly<Record<string, Locale>> = { de: 'de', en: 'en', el: 'el', gr: 'el' };

/** Time-zone mapping for a first visit the browser's languages do not decide: Berlin, Vienna, Zurich → de; Athens → el. Nicosia is Greek-speaking too. */
export const TIME_ZONE_LOCALES: Readonly<Record<string, Locale>> = {
  'Europe/Berlin': 'de',
  'Europe/Vienna': 'de',
  'Europe/Zurich': 'de',
  'Europe/Athens': 'el',
  'Asia/Nicosia': 'el',
  'Europe/Nicosia': 'el',
};

export function localeFromBrowserLanguage(tag: string): Locale | null {
  return PRIMARY_LANGUAGE_LOCALES[tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''] ?? null;
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
