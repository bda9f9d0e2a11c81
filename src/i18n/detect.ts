import { languageOptions, type Locale } from './locales';

/**
 * Browser-language mapping by the primary subtag, from each language's `browserLanguages` (de, de-DE, de-AT,
 * de-CH → de; any en… → en; el, el-GR, el-CY, gr → el). The server reads it for Accept-Language, the
 * first-touch script (src/lib/first-touch/first-touch.ts) for the browser's own languages.
 */
export const PRIMARY_LANGUAGE_LOCALES: Readonly<Record<string, Locale>> = Object.fromEntries(
  languageOptions.flatMap((language) => language.browserLanguages.map((tag) => [tag, language.code])),
);

/** Time-zone mapping for a first visit the browser's languages do not decide, from each language's `timeZones`. */
export const TIME_ZONE_LOCALES: Readonly<Record<string, Locale>> = Object.fromEntries(
  languageOptions.flatMap((language) => language.timeZones.map((zone) => [zone, language.code])),
);

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
