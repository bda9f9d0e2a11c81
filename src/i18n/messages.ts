import { defaultLocale, type Locale } from './locales';
import { namespaces } from './namespaces';

export type Messages = { [key: string]: string | Messages };

const isBranch = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

async function loadCatalogue(locale: Locale): Promise<Messages> {
  const files = await Promise.all(
    namespaces.map(async (namespace) => {
      const catalogue = (await import(`../messages/${locale}/${namespace}.json`)) as { default: Messages };
      return [namespace, catalogue.default] as const;
    }),
  );
  return Object.fromEntries(files);
}

/**
 * Deep merge: every key of `override` wins, every key it lacks keeps the fallback's value.
 * Lists (legal sections, bullet details) are values: a translated list replaces the German one whole.
 */
export function mergeWithFallback(fallback: Messages, override: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(override)) {
    const base = merged[key];
    merged[key] = isBranch(value) && isBranch(base) ? mergeWithFallback(base, value) : value;
  }
  return merged;
}

/** The locale's messages with German filling every key the locale lacks. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const german = await loadCatalogue(defaultLocale);
  if (locale === defaultLocale) return german;
  return mergeWithFallback(german, await loadCatalogue(locale));
}

export function pickNamespaces<All extends object, Kept extends keyof All & string>(messages: All, keep: readonly Kept[]): Pick<All, Kept> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => (keep as readonly string[]).includes(key))) as Pick<All, Kept>;
}
