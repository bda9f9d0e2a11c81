import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { leadStatuses, type LeadKind } from '@/lib/inbox/lead-vocabulary';
import { MAX_NOTE_LENGTH } from '@/lib/schemas/staff';
import type { LeadView } from '@/lib/inbox/lead-view';
import { timeFormatter } from './format';
import { SelectField } from './fields';
import { StaffFormFields } from './staff-form-fields';
import { fieldLabel, input, panel } from './styles';

const noteErrors = ['required', 'tooLong', 'invalidCharacters'] as const;

/** Status, notes and the history of who changed what and when. `noteError` is why the last note was refused. */
export async function LeadActions({
  kind,
  lead,
  csrfToken,
  noteError,
}: {
  kind: LeadKind;
  lead: LeadView;
  csrfToken: string;
  noteError?: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('staff');
  const formErrors = await getTranslations('common.formErrors');
  const noteProblem = noteErrors.find((key) => key === noteError);
  const time = timeFormatter(locale);
  const action = `/api/staff/leads/${kind}/${lead.record.id}`;
  return (
    <section aria-labelledby="lead-handling" className={`${panel} space-y-6`}>
      <h2 id="lead-handling" className="sr-only">
        {t('detail.status')}
      </h2>
      <form method="post" action={action} className="flex flex-wrap items-end gap-3">
        <StaffFormFields csrfToken={csrfToken} locale={locale} />
        <input type="hidden" name="action" value="status" />
        <div className="min-w-48 flex-1">
          <SelectField
            id="lead-status"
            name="status"
            label={t('detail.status')}
            defaultValue={lead.record.status}
            options={leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary">
          {t('detail.saveStatus')}
        </Button>
      </form>
      <form method="post" action={action} className="space-y-3">
        <StaffFormFields csrfToken={csrfToken} locale={locale} />
        <input type="hidden" name="action" value="note" />
        <label htmlFor="lead-note" className={fieldLabel}>
          {t('detail.note')}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          required
          className={input}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={noteProblem ? 'lead-note-error' : undefined}
        />
        {noteProblem ? (
          <p id="lead-note-error" role="alert" className="text-sm text-danger">
            {formErrors(noteProblem)}
          </p>
        ) : null}
        <Button type="submit" size="sm" variant="secondary">
          {t('detail.addNote')}
        </Button>
      </form>
      <div>
        <h3 className="mb-3 font-semibold">{t('detail.history')}</h3>
        {lead.events.length === 0 ? (
          <p className="text-sm text-muted">{t('detail.noHistory')}</p>
        ) : (
          <ol className="space-y-3 text-sm" data-lead-history>
            {lead.events.map((event) => (
              <li key={event.id} className="border-l-2 border-white/15 pl-3">
                <p className="text-muted">{time(event.at)}</p>
                {event.action === 'status' ? (
                  <p>
                    {t('detail.statusChange', {
                      actor: event.actor,
                      from: t(`statuses.${event.fromStatus ?? 'new'}`),
                      to: t(`statuses.${event.toStatus ?? 'new'}`),
                    })}
                  </p>
                ) : event.action === 'note' ? (
                  <>
                    <p>{t('detail.noteBy', { actor: event.actor })}</p>
                    <p className="whitespace-pre-wrap text-fg/90">{event.note}</p>
                  </>
                ) : (
                  <p>{t('detail.retryBy', { actor: event.actor, topic: event.note ?? '' })}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
