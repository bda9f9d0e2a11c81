'use client';

import { LazyCrashScreen } from '@/components/layout/lazy-crash-screen';

/** The last-resort fallback when even the layout failed, always in German, without the site stylesheet. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="de" className="dark">
      <head>
        <style>{'body{margin:0;background:#05070f;color:#edf1f8;font:16px/1.6 system-ui,sans-serif}'}</style>
      </head>
      <body>
        <LazyCrashScreen error={error} language="de" />
      </body>
    </html>
  );
}
