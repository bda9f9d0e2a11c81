'use client';

import { LazyCrashScreen } from '@/components/layout/lazy-crash-screen';
import type { DefaultLocale } from '@/i18n/locales';

/**
 * The default language by its code, not read from the language list: this boundary ships with every page
 * in a chunk of its own, which would carry a copy of every language's definition. The type keeps it the
 * default's.
 */
const ROOT_LANGUAGE: DefaultLocale = 'de';

/** The last-resort fallback when even the layout failed, always in the default language, without the site stylesheet. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang={ROOT_LANGUAGE} className="dark">
      <head>
        <style>{'body{margin:0;background:#05070f;color:#edf1f8;font:16px/1.6 system-ui,sans-serif}'}</style>
      </head>
      <body>
        <LazyCrashScreen error={error} language={ROOT_LANGUAGE} />
      </body>
    </html>
  );
}
