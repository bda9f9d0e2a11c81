import { useTranslations } from 'next-intl';
import type { DataKeyTranslator } from './data-keys';

/** Client-side translations under a namespace known only at run time (see DataKeyTranslator). */
export function useDataTranslations(namespace: string): DataKeyTranslator {
  return useTranslations(namespace as never) as unknown as DataKeyTranslator;
}
