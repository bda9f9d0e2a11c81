import { getTranslations } from 'next-intl/server';
import { Button, buttonVariants } from '@/components/ui/button';
import { filterQuery, type LeadFilter, type LeadFilterProblems } from '@/lib/inbox/lead-filter';
import { callFilters } from '@/lib/inbox/call-vocabulary';
import { leadKinds, leadStatuses } from '@/lib/inbox/lead-vocabulary';
import { SelectField, TextField } from './fields';
import { panel } from './styles';

/**
 * The list's filters as a GET form: every filtered view is a link that can be shared and reloaded.
 * A value the list could not use (`problems`) is left empty and its field says why; the export link
 * carries only the filter the list applied.
 */
export async function LeadFilters({ filter, problems, action }: { filter: LeadFilter; problems: LeadFilterProblems; action: string }) {
  const t = await getTranslations('staff');
  const query = filterQuery(filter);
  const problem = (field: keyof LeadFilterProblems) => (problems[field] ? t(`list.errors.${problems[field]}`) : undefined);
  return (
    <form
      method="get"
      action={action}
      className={`${panel} mb-6 grid gap-4 md:grid-cols-3 xl:grid-cols-[1fr_1fr_1fr_auto_auto_2fr]`}
      role="search"
      aria-label={t('list.filters')}
    >
      <SelectField
        id="filter-kind"
        name="kind"
        label={t('list.kind')}
        empty={t('list.allKinds')}
        defaultValue={filter.kind ?? ''}
        options={leadKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <SelectField
        id="filter-status"
        name="status"
        label={t('list.status')}
        empty={t('list.allStatuses')}
        defaultValue={filter.status ?? ''}
        options={leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <SelectField
        id="filter-call"
        name="call"
        label={t('list.call')}
        empty={t('list.allCalls')}
        defaultValue={filter.call ?? ''}
        options={callFilters.map((status) => ({ value: status, label: t(`call.statuses.${status}`) }))}
      />
      <TextField id="filter-from" name="from" type="date" label={t('list.from')} defaultValue={filter.from} error={problem('from')} />
      <TextField id="filter-to" name="to" type="date" label={t('list.to')} defaultValue={filter.to} error={problem('to')} />
      <TextField
        id="filter-q"
        name="q"
        type="search"
        label={t('list.search')}
        defaultValue={filter.q}
        placeholder={t('list.searchHint')}
        error={problem('q')}
      />
      <div className="flex flex-wrap gap-3 md:col-span-3 xl:col-span-6">
        <Button type="submit" size="sm">
          {t('list.apply')}
        </Button>
        <a href={action} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('list.reset')}
        </a>
        <a
          href={`/api/staff/export${query ? `?${query}` : ''}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          download
          data-export-csv
        >
          {t('list.export')}
        </a>
      </div>
    </form>
  );
}
