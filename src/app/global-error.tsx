'use client';

import { CrashScreen } from '@/components/layout/crash-screen';
import { company } from '@/lib/company';
import de from '@/messages/de/common.json';
import './globals.css';

/** The last-resort fallback when even the layout failed: German, as spec §8 says. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const texts = { ...de.errorBoundary, reportFailure: de.errorBoundary.reportFailure.replace('{email}', company.supportEmail) };
  return (
    <html lang="de" className="dark">
      <body>
        <CrashScreen error={error} texts={texts} language="de" homeHref="/" />
      </body>
    </html>
  );
}
