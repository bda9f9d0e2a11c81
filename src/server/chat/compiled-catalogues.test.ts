import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import precompileMessagesLoader from '../../../build/precompile-messages.mjs';
import type { Locale } from '@/i18n/locales';
import type { Passage } from './page-passages';

/** A catalogue as the production build's loader hands it over (compiled, lists marked). */
async function compiledCatalogue(locale: string, namespace: string) {
  const source = precompileMessagesLoader(readFileSync(`src/messages/${locale}/${namespace}.json`, 'utf8'));
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as { default: unknown };
}

async function passages(locale: Locale, compiled: boolean): Promise<Passage[]> {
  vi.resetModules();
  if (compiled) {
    // What next.config.ts does for the build: the precompiled formatter and the loader's catalogues.
    vi.doMock('use-intl/format-message', () => import('@/i18n/format-precompiled-message'));
    const { namespaces } = await import('@/i18n/namespaces');
    const load = async (language: string) =>
      Object.fromEntries(
        await Promise.all(namespaces.map(async (namespace) => [namespace, (await compiledCatalogue(language, namespace)).default])),
      );
    const { mergeWithFallback } = await import('@/i18n/messages');
    vi.doMock('@/i18n/messages', async (original) => ({
      ...(await original<object>()),
      loadMessages: async (language: Locale) =>
        language === 'de' ? load('de') : mergeWithFallback(await load('de'), await load(language)),
    }));
  } else {
    vi.doUnmock('use-intl/format-message');
    vi.doUnmock('@/i18n/messages');
  }
  const { pagePassages } = await import('./page-passages');
  return pagePassages(locale);
}

describe('the chat index from the catalogues the build compiles', () => {
  it.each(['de', 'en', 'el'] as const)('holds the same passages as from the catalogues as written (%s)', async (locale) => {
    const written = await passages(locale, false);
    const compiled = await passages(locale, true);
    expect(compiled.length).toBeGreaterThan(100);
    expect(compiled).toEqual(written);
  });
});
