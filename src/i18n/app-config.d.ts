/**
 * The German catalogue is the type of every message: `t('key')` with a key German lacks, or a
 * call without one of the message's placeholders, fails `npm run typecheck`. English and Greek
 * must have the same keys and placeholders (`npm run check:messages`). The catalogues are named in
 * namespaces.ts.
 */
import type { Locale } from './locales';
import type { GermanCatalogue } from './namespaces';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: GermanCatalogue;
  }
}
