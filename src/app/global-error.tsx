'use client';

import { CrashScreen } from '@/components/layout/crash-screen';

/** The last-resort fallback when even the layout failed, always in German, without the site stylesheet. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="de" className="dark">
      <head>
        <style>{'body{margin:0;background:#05070f;color:#edf1f8;font:16px/1.6 system-ui,sans-serif}'}</style>
      </head>
      <body>
        <CrashScreen error={error} language="de" />
      </body>
    </html>
  );
}
