'use client';

import { CrashScreen } from '@/components/layout/crash-screen';
import { company } from '@/lib/company';
import de from '@/messages/de/common.json';

/**
 * The crash screen's look without the site stylesheet. Next ships a root error boundary's CSS
 * with every page (inlined, see docs/decisions/015), so this last resort carries a few rules of
 * its own instead of a second copy of globals.css.
 */
const GLOBAL_ERROR_STYLE = `
body{margin:0;background:#05070f;color:#edf1f8;font:16px/1.6 system-ui,sans-serif}
[data-crash-screen]{min-height:100vh;display:grid;place-items:center;padding:6rem 1.25rem;text-align:center;box-sizing:border-box}
[data-crash-screen]>div{max-width:32rem;display:grid;gap:1.25rem;justify-items:center}
[data-crash-screen] h1{margin:0;font-size:1.875rem}
[data-crash-screen] p{margin:0;color:#a3adc4}
[data-crash-screen]>div>svg{width:2.5rem;height:2.5rem;color:#fca5a5}
[data-crash-screen] .flex{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem}
[data-crash-screen] button{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;border:1px solid rgb(255 255 255/.15);background:rgb(255 255 255/.06);color:inherit;font:inherit;font-weight:600;cursor:pointer}
[data-crash-screen] button:first-child{background:#22d3ee;border-color:#22d3ee;color:#05070f}
[data-crash-screen] button svg{width:1rem;height:1rem}
[data-crash-screen] :focus-visible{outline:2px solid #22d3ee;outline-offset:3px}
`;

/** The last-resort fallback when even the layout failed, always in German. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const texts = { ...de.errorBoundary, reportFailure: de.errorBoundary.reportFailure.replace('{email}', company.supportEmail) };
  return (
    <html lang="de" className="dark">
      <head>
        <style>{GLOBAL_ERROR_STYLE}</style>
      </head>
      <body>
        <CrashScreen error={error} texts={texts} language="de" homeHref="/" />
      </body>
    </html>
  );
}
