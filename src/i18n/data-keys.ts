import type { TranslationValues } from 'next-intl';

/**
 * A translator for keys that come from data the compiler cannot see: a page configuration's
 * namespace and section ids, a form's error code, a stored kind. Keys written in the code go
 * through next-intl's typed `t` (the German catalogue is their type, app-config.d.ts); only
 * these data-driven ones are checked at run time, where a missing key warns and shows itself.
 */
export type DataKeyTranslator = {
  (key: string, values?: TranslationValues): string;
  raw(key: string): unknown;
  has(key: string): boolean;
};
