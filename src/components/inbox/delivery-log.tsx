import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { LeadView } from '@/lib/inbox/lead-view';
import { timeFormatter } from './format';
import { StaffFormFields } from './staff-form-fields';
import { panel } from './styles';

/** Every mail and webhook of the lead with every attempt; a failed one can be sent again. */
export async function DeliveryLog({ kind, lead, csrfToken }: { kind: LeadKind; lead: LeadView; csrfToken: string }) {
  const locale = await getLocale();
  const t = await getTranslations('staff.detail');
  const time = timeFormatter(locale);
  return (
    <section aria-labelledby="lead-deliveries" className={panel}>
      <h2 id="lead-deliveries" className="mb-4 text-lg font-semibold">
        {t('deliveries')}
      </h2>
      {lead.deliveries.length === 0 ? (
        <p className="text-sm text-muted">{t('noDeliveries')}</p>
      ) : (
        <ul className="space-y-4">
          {lead.deliveries.map((delivery) => (
            <li
              key={delivery.id}
              data-delivery={delivery.topic}
              data-delivery-status={delivery.status}
              className="rounded-xl border border-white/10 p-4 text-sm"
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{t(`channels.${delivery.channel}`)}</span>
                <span className="font-mono text-xs text-muted">{delivery.topic}</span>
                <span
                  className={delivery.status === 'failed' ? 'text-danger' : delivery.status === 'delivered' ? 'text-success' : 'text-muted'}
                >
                  {t(`deliveryStatus.${delivery.status}`)}
                </span>
                <span className="text-muted">{t('attempts', { count: delivery.attempts })}</span>
              </p>
              {delivery.status === 'pending' ? (
                <p className="mt-1 text-muted">{t('nextAttempt', { time: time(delivery.nextAttemptAt) })}</p>
              ) : null}
              {delivery.lastError ? <p className="mt-1 text-danger">{t('lastError', { error: delivery.lastError })}</p> : null}
              {delivery.log.length ? (
                <ol className="mt-2 space-y-1 text-muted">
                  {delivery.log.map((attempt) => (
                    <li key={attempt.id}>
                      {attempt.ok
                        ? t('attemptOk', { time: time(attempt.attemptedAt), ms: String(attempt.durationMs) })
                        : t('attemptFailed', {
                            time: time(attempt.attemptedAt),
                            ms: String(attempt.durationMs),
                            error: attempt.error ?? '–',
                          })}
                    </li>
                  ))}
                </ol>
              ) : null}
              {delivery.status === 'failed' ? (
                <form method="post" action={`/api/staff/leads/${kind}/${lead.record.id}`} className="mt-3">
                  <StaffFormFields csrfToken={csrfToken} locale={locale} />
                  <input type="hidden" name="action" value="retry" />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <Button type="submit" size="sm" variant="secondary">
                    {t('retry')}
                  </Button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
