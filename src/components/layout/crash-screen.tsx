'use client';

import { Home, RotateCw, Send, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { apiRequest } from '@/lib/api-client';

export type CrashTexts = {
  title: string;
  description: string;
  reload: string;
  home: string;
  report: string;
  reporting: string;
  reportSuccess: string;
  reportFailure: string;
};

/**
 * The crash fallback: reload, go to '/', send an error report. Texts come in as props
 * so the same screen serves the localized boundary and the German root fallback.
 */
export function CrashScreen({ error, texts, language, homeHref }: { error: Error; texts: CrashTexts; language: Locale; homeHref: string }) {
  const [report, setReport] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setReport('sending');
    try {
      // The schema (zod) loads only when a report is sent, not with every page's error boundary.
      const { describeError, errorReportSchema } = await import('@/lib/schemas/error-report');
      await apiRequest('POST', '/api/error-report', errorReportSchema.parse(describeError(error, language)));
      setReport('sent');
    } catch {
      setReport('failed');
    }
  };
  return (
    <div className="grid min-h-screen place-items-center px-5 py-24 text-center" data-crash-screen>
      <div className="max-w-lg space-y-5">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p className="text-muted">{texts.description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {texts.reload}
          </Button>
          <Button variant="secondary" onClick={() => window.location.assign(homeHref)}>
            <Home aria-hidden="true" />
            {texts.home}
          </Button>
          <Button variant="ghost" onClick={send} disabled={report === 'sending' || report === 'sent'}>
            <Send aria-hidden="true" />
            {report === 'sending' ? texts.reporting : texts.report}
          </Button>
        </div>
        <p role="status" aria-live="polite" className={report === 'failed' ? 'text-sm text-danger' : 'text-sm text-success'}>
          {report === 'sent' ? texts.reportSuccess : report === 'failed' ? texts.reportFailure : ''}
        </p>
      </div>
    </div>
  );
}
