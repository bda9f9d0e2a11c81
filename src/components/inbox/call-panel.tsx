import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';
import type { CallView } from '@/lib/inbox/lead-view';
import { CallBadge } from './call-badge';
import { timeFormatter } from './format';
import { StaffFormFields } from './staff-form-fields';
import { link, notice, panel } from './styles';

const heldReasons = new Set(['lookup_failed', 'lookup_ambiguous']);

/**
 * A callback's call: where it stands, when it was due, dialled and answered, how long it lasted, and the
 * platform's summary and transcript. A held call offers to dial now, once staff found no call on the platform.
 */
export async function CallPanel({
  call,
  callAfter,
  action,
  csrfToken,
}: {
  call: CallView;
  callAfter: Date | null;
  action: string;
  csrfToken: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('staff.call');
  const time = timeFormatter(locale);
  const minutes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const duration = (seconds: number) => t('durationValue', { minutes: String(Math.floor(seconds / 60)), seconds: String(seconds % 60) });
  const waited = call.placedAt && callAfter ? Math.max(0, (call.placedAt.getTime() - callAfter.getTime()) / 60_000) : null;
  type Field = 'platform' | 'due' | 'placedAt' | 'timeToDial' | 'startedAt' | 'duration' | 'reason' | 'callId' | 'recording';
  const facts: [Field, React.ReactNode, string][] = [];
  if (call.platform) facts.push(['platform', t(`platforms.${call.platform}`), 'platform']);
  facts.push(['due', time(callAfter), 'due']);
  if (call.placedAt) facts.push(['placedAt', time(call.placedAt), 'placed-at']);
  if (waited !== null)
    facts.push([
      'timeToDial',
      t(waited <= CALLBACK_WITHIN_MINUTES ? 'timeToDialKept' : 'timeToDialMissed', {
        minutes: minutes.format(waited),
        promise: String(CALLBACK_WITHIN_MINUTES),
      }),
      'time-to-dial',
    ]);
  if (call.startedAt) facts.push(['startedAt', time(call.startedAt), 'started-at']);
  if (call.durationSeconds !== null) facts.push(['duration', duration(call.durationSeconds), 'duration']);
  if (call.reason && !heldReasons.has(call.reason)) facts.push(['reason', call.reason, 'reason']);
  if (call.callId)
    facts.push([
      'callId',
      <span key="call-id" className="font-mono text-xs break-all">
        {call.callId}
      </span>,
      'call-id',
    ]);
  if (call.recordingUrl)
    facts.push([
      'recording',
      <a key="recording" href={call.recordingUrl} className={link} rel="noreferrer noopener" target="_blank">
        {t('recordingLink')}
      </a>,
      'recording',
    ]);
  const note =
    call.status === 'waiting'
      ? t('waitingNote')
      : call.status === 'handed_over'
        ? t('handedOverNote')
        : call.status === 'suppressed'
          ? t('suppressedNote')
          : null;
  return (
    <section aria-labelledby="lead-call" className={panel} data-call data-call-outcome={call.status}>
      <h2 id="lead-call" className="mb-4 flex flex-wrap items-center gap-3 text-lg font-semibold">
        {t('title')}
        <CallBadge status={call.status} label={t(`statuses.${call.status}`)} />
      </h2>
      {note ? <p className="mb-4 text-sm text-muted">{note}</p> : null}
      {call.status === 'held' ? (
        <div className={`${notice} mb-4 border-danger/50`} data-call-held>
          <p>{t('held', { reason: t(`heldReasons.${call.reason === 'lookup_ambiguous' ? 'lookup_ambiguous' : 'lookup_failed'}`) })}</p>
          <form method="post" action={action} className="mt-3">
            <StaffFormFields csrfToken={csrfToken} locale={locale} />
            <input type="hidden" name="action" value="redial" />
            <Button type="submit" size="sm" variant="secondary">
              {t('redial')}
            </Button>
          </form>
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value, marker]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{t(`fields.${label}`)}</dt>
            <dd className="break-words" data-call-field={marker}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {call.summary ? (
        <div className="mt-6 border-t border-white/10 pt-5">
          <h3 className="mb-2 font-semibold">{t('fields.summary')}</h3>
          <p className="whitespace-pre-wrap" data-call-summary>
            {call.summary}
          </p>
        </div>
      ) : null}
      {call.transcript?.length ? (
        <details className="mt-6 border-t border-white/10 pt-5" data-call-transcript>
          <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            {t('fields.transcript')}
          </summary>
          <ol className="mt-3 space-y-2 text-sm">
            {call.transcript.map((turn, index) => (
              <li key={index} className="whitespace-pre-wrap">
                <span className="font-semibold text-muted">{t(`speakers.${turn.speaker ?? 'unknown'}`)}:</span> {turn.text}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
