import { getTranslations } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { languageOption } from '@/i18n/locales';
import {
  insightCharts,
  insightTables,
  type Cell,
  type InsightChart,
  type InsightColumn,
  type InsightTable,
  type PeriodData,
  headline,
} from '@/lib/inbox/insights';
import { BarChart } from './bar-chart';
import { HeadlineFigures } from './headline-figures';
import { InsightSection } from './insight-section';
import { LineChart } from './line-chart';

const ratioColumns = new Set<InsightColumn>(['conversion', 'share']);
/** The page's path for pages we count under no path of their own (record.ts, OTHER_PATH). */
const OTHER_PATH = '(other)';

/** Every chart of a period with its table and CSV link, after the key figures. */
export async function InsightsView({
  current,
  previous,
  locale,
  csvBase,
}: {
  current: PeriodData;
  previous: PeriodData;
  locale: string;
  csvBase: string;
}) {
  const t = await getTranslations('staff.insights');
  // Values and kinds come from the stored events: keys the compiler cannot see.
  const values = await getDataTranslations('staff.insights.values');
  const kinds = await getDataTranslations('staff.kinds');
  const groups = await getDataTranslations('staff.insights.pageGroups');
  const tables = insightTables(current, previous);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));

  const label = (column: InsightColumn, value: string): string => {
    switch (column) {
      case 'day':
        return day(value);
      case 'step':
      case 'outcome':
      case 'device':
      case 'measure':
        return values.has(value) ? values(value) : value;
      case 'kind':
        return kinds.has(value) ? kinds(value) : value;
      case 'language':
        return languageOption(value).nativeName;
      case 'depth':
        return t('values.depth', { percent: value });
      case 'page':
        return value === OTHER_PATH ? t('values.other') : value;
      case 'pageGroup':
        return groups.has(value) ? groups(value) : value;
      default:
        return value;
    }
  };
  const shift = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const cell = (column: InsightColumn, value: Cell): string => {
    if (value === null) return '–';
    if (typeof value === 'string') return label(column, value);
    if (column === 'change') return signed.format(value);
    if (column === 'cls') return shift.format(value);
    if (column === 'minutes') return tenths.format(value);
    return ratioColumns.has(column) ? percent.format(value) : number.format(value);
  };

  const chartOf = (chart: InsightChart, table: InsightTable, title: string) => {
    const chartLabel = t('chartLabel', { chart: title });
    if (chart === 'daily') {
      return (
        <LineChart
          label={chartLabel}
          days={table.rows.map((row) => String(row[0]))}
          dayLabel={day}
          lines={[
            { name: t('columns.visitors'), values: table.rows.map((row) => Number(row[1])), colour: 'text-accent' },
            { name: t('columns.pageviews'), values: table.rows.map((row) => Number(row[2])), colour: 'text-accent-2' },
          ]}
        />
      );
    }
    const plotted = table.columns.indexOf(table.plotted);
    // Field data is broken down three ways: each bar names its page group, language and device.
    const keyColumns = chart === 'vitals' ? 3 : 1;
    return (
      <BarChart
        label={chartLabel}
        bars={table.rows.slice(0, 15).map((row) => ({
          label: table.columns
            .slice(0, keyColumns)
            .map((column, index) => label(column, String(row[index])))
            .join(' · '),
          value: Number(row[plotted] ?? 0),
          shown: cell(table.plotted, row[plotted] ?? 0),
        }))}
      />
    );
  };

  return (
    <>
      <HeadlineFigures current={headline(current)} previous={headline(previous)} locale={locale} />
      <div className="grid gap-6 lg:grid-cols-2">
        {insightCharts.map((chart) => {
          const table = tables[chart];
          const title = t(`charts.${chart}.title`);
          return (
            <InsightSection
              key={chart}
              id={chart}
              table={table}
              chart={chartOf(chart, table, title)}
              cell={cell}
              csvHref={`${csvBase}&chart=${chart}`}
              texts={{
                title,
                description: t(`charts.${chart}.description`),
                csv: t('csv'),
                csvLabel: t('csvLabel', { chart: title }),
                caption: t('tableCaption', { chart: title }),
                empty: t('empty'),
                column: (column) => t(`columns.${column}`),
              }}
            />
          );
        })}
      </div>
    </>
  );
}
