import { getTranslations } from 'next-intl/server';
import { Button, buttonVariants } from '@/components/ui/button';
import { lastDays, RANGE_PRESETS, type InsightRange, type InsightRangeProblem } from '@/lib/inbox/insight-range';
import { TextField } from '../fields';
import { panel } from '../styles';

/** The period as a GET form (a shareable address), with quick choices for the last 7, 28, 90 and 365 days. */
export async function RangeForm({
  range,
  today,
  problem,
  action,
  comparison,
}: {
  range: InsightRange;
  today: string;
  problem?: InsightRangeProblem;
  action: string;
  comparison: string;
}) {
  const t = await getTranslations('staff.insights.range');
  const error = problem ? t(`errors.${problem}`) : undefined;
  return (
    <form
      method="get"
      action={action}
      className={`${panel} mb-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end`}
      aria-label={t('label')}
    >
      <TextField id="insights-from" name="from" type="date" label={t('from')} defaultValue={range.from} max={today} error={error} />
      <TextField id="insights-to" name="to" type="date" label={t('to')} defaultValue={range.to} max={today} />
      <Button type="submit" size="sm">
        {t('apply')}
      </Button>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <a
              key={days}
              href={`${action}?${new URLSearchParams(preset).toString()}`}
              aria-current={current ? 'true' : undefined}
              className={buttonVariants({ variant: current ? 'secondary' : 'ghost', size: 'sm' })}
            >
              {t('preset', { days: String(days) })}
            </a>
          );
        })}
      </div>
      <p className="text-sm text-muted sm:col-span-3" data-insights-comparison>
        {comparison}
      </p>
    </form>
  );
}
