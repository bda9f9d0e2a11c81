import { getTranslations } from 'next-intl/server';
import type { DataKeyTranslator } from './data-keys';
import type { Locale } from './locales';

/** Server-side translations under a namespace known only at run time (see DataKeyTranslator). */
export async function getDataTranslations(namespace?: string, locale?: Locale): Promise<DataKeyTranslator> {
  const translator = locale ? await getTranslations({ locale, namespace: namespace as never }) : await getTranslations(namespace as never);
  return translator as unknown as DataKeyTranslator;
}
