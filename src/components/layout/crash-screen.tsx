'use client';

import { use, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { companyFacts } from '@/lib/company-facts';
import type german from '@/messages/de/crash.json';
import { reloadInstead } from './reload-instead';

type CrashTexts = Record<keyof typeof german, string>;
const loaded = new Map<Locale, Promise<CrashTexts>>();

/**
 * The crash screen's words in one language, found by its code: the bundler makes each language's
 * `crash.json` a small chunk of its own, so the crash chunk carries none of them and a crash loads only
 * the visitor's. If it cannot be loaded, a full reload, as for the screen itself (lazy-crash-screen.tsx).
 */
function crashTexts(language: Locale): Promise<CrashTexts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = import(`@/messages/${language}/crash.json`).then((module: { default: CrashTexts }) => module.default).catch(reloadInstead);
    loaded.set(language, texts);
  }
  return texts;
}

/**
 * The crash screen's look, its own: it imports neither the site's button, its icons nor next-intl, so
 * the chunk the error boundaries load when a page crashes stays small (lazy-crash-screen.tsx,
 * docs/decisions/029-compression.md). The root fallback has no site
 * stylesheet at all; these rules are all it needs beside its body colours.
 */
const CRASH_STYLE = `
[data-crash-screen]{min-height:100vh;display:grid;place-items:center;padding:6rem 1.25rem;text-align:center;box-sizing:border-box}
[data-crash-screen]>div{max-width:32rem;display:grid;gap:1.25rem;justify-items:center}
[data-crash-screen] h1{margin:0;font-size:1.875rem;line-height:1.2;font-weight:700;letter-spacing:-.01em}
[data-crash-screen] p{margin:0;color:#a3adc4}
[data-crash-screen]>div>svg{width:2.5rem;height:2.5rem;color:#fca5a5}
[data-crash-screen] .crash-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem}
[data-crash-screen] button{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;border:1px solid rgb(255 255 255/.15);background:rgb(255 255 255/.06);color:inherit;font:inherit;font-weight:600;cursor:pointer}
[data-crash-screen] button:first-child{background:#22d3ee;border-color:#22d3ee;color:#05070f}
[data-crash-screen] button:disabled{opacity:.6;cursor:default}
[data-crash-screen] :focus-visible{outline:2px solid #22d3ee;outline-offset:3px}
[data-crash-screen] [role=status]{font-size:.875rem;color:#86efac}
[data-crash-screen] [role=status][data-failed]{color:#fca5a5}
`;

/**
 * The crash fallback: reload, go to '/', send an error report, in the visitor's language (the root
 * fallback, which has no language of the page to go by, in German).
 */
export function CrashScreen({ error, language }: { error: Error; language: Locale }) {
  const texts = use(crashTexts(language));
  const [report, setReport] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setReport('sending');
    try {
      // The schema (zod) and the request helper load only when a report is sent, not with every page.
      const [{ describeError, errorReportSchema }, { apiRequest }] = await Promise.all([
        import('@/lib/schemas/error-report'),
        import('@/lib/api-client'),
      ]);
      await apiRequest('POST', '/api/error-report', errorReportSchema.parse(describeError(error, language)));
      setReport('sent');
    } catch {
      setReport('failed');
    }
  };
  return (
    <div data-crash-screen>
      <style href="crash-screen" precedence="default">
        {CRASH_STYLE}
      </style>
      <div>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
          <path d="M12 9v4" />
          <path d="M12 17h.01" />
        </svg>
        <h1>{texts.title}</h1>
        <p>{texts.description}</p>
        <div className="crash-actions">
          <button type="button" onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
          {/* A full load on purpose: after a crash the client router's state is not to be trusted. */}
          {/* eslint-disable-next-line @next/next/no-location-assign-relative-destination */}
          <button type="button" onClick={() => window.location.assign('/')}>
            {texts.home}
          </button>
          <button type="button" onClick={send} disabled={report === 'sending' || report === 'sent'}>
            {report === 'sending' ? texts.reporting : texts.report}
          </button>
        </div>
        <p role="status" aria-live="polite" data-failed={report === 'failed' ? '' : undefined}>
          {report === 'sent'
            ? texts.reportSuccess
            : report === 'failed'
              ? texts.reportFailure.replace('{email}', companyFacts.supportEmail)
              : ''}
        </p>
      </div>
    </div>
  );
}
