import { daysBetween } from '@/lib/analytics/day';
import { deviceClasses, pageGroup, pageGroups, webVitals, type AnalyticsEventType, type WebVital } from '@/lib/analytics/vocabulary';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';
import { leadKinds, type LeadKind } from './lead-vocabulary';
import type { InsightRange } from './insight-range';

/** One row of the daily roll-up (server/analytics/rollup.ts): events and unique visitors of a type under one breakdown. */
export type RollupRow = { day: string; type: string; dimension: string; value: string; events: number; visitors: number };

/**
 * What happened to the callbacks requested in a period: their deliveries (to the voice platform or the generic
 * webhook), their calls (placed: the platform took it, or the webhook handed it over; connected: the visitor was
 * reached), and the time from when a callback was due (its `callAfter`) to its dial, against the promise.
 */
export type CallbackOutcome = {
  requested: number;
  delivered: number;
  waiting: number;
  failed: number;
  suppressed: number;
  placed: number;
  connected: number;
  /** Placed within CALLBACK_WITHIN_MINUTES of being due. */
  dialledInTime: number;
  dialMedianSeconds: number | null;
  dialP95Seconds: number | null;
};

/** One measurement of what a visitor felt (server/analytics/insights.ts reads them raw). */
export type VitalSample = { metric: WebVital; path: string; language: string; device: string; value: number };

/** Everything the insights page needs of one period. */
export type PeriodData = {
  range: InsightRange;
  /** Consented analytics only. */
  rollups: RollupRow[];
  /** Consented field measurements of the period's days that are still kept raw. */
  vitals: VitalSample[];
  /** Every stored lead, with or without analytics consent. */
  leads: Record<LeadKind, number>;
  callbacks: CallbackOutcome;
};

export const insightCharts = [
  'daily',
  'funnel',
  'leads',
  'callbacks',
  'calls',
  'dialTime',
  'pages',
  'languages',
  'industries',
  'ctas',
  'referrers',
  'devices',
  'scroll',
  'formErrors',
  'vitals',
] as const;
export type InsightChart = (typeof insightCharts)[number];

/** Column ids; the page names them in the visitor's language, the CSV uses them as headers. */
export type InsightColumn =
  | 'day'
  | 'step'
  | 'kind'
  | 'outcome'
  | 'page'
  | 'language'
  | 'cta'
  | 'referrer'
  | 'device'
  | 'depth'
  | 'formField'
  | 'visitors'
  | 'pageviews'
  | 'leads'
  | 'conversion'
  | 'clicks'
  | 'count'
  | 'share'
  | 'previous'
  | 'change'
  | 'pageGroup'
  | 'measure'
  | 'minutes'
  | WebVital
  | 'samples';

export type Cell = string | number | null;
/** A chart's data: its first column labels the rows, the `plotted` column is drawn. */
export type InsightTable = { columns: readonly InsightColumn[]; rows: Cell[][]; plotted: InsightColumn };

type Totals = { events: number; visitors: number };
const leadForms = new Set<string>(leadKinds);

/** Totals of one type under one breakdown over the whole period, by value, largest first. */
function totalsBy(rows: readonly RollupRow[], type: AnalyticsEventType, dimension: string): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    if (row.type !== type || row.dimension !== dimension) continue;
    const entry = totals.get(row.value) ?? { events: 0, visitors: 0 };
    entry.events += row.events;
    // Unique visitors cannot be linked across days (the salt changes daily): a period's visitors are the sum of its days'.
    entry.visitors += row.visitors;
    totals.set(row.value, entry);
  }
  return new Map([...totals].sort((a, b) => b[1].visitors - a[1].visitors || b[1].events - a[1].events || a[0].localeCompare(b[0])));
}

const total = (rows: readonly RollupRow[], type: AnalyticsEventType) => totalsBy(rows, type, 'all').get('') ?? { events: 0, visitors: 0 };

/** Submissions of the lead forms (contact, callback, application) per value of a breakdown (`path`, `language`). */
function leadSubmissionsBy(rows: readonly RollupRow[], dimension: 'path' | 'language'): Map<string, number> {
  const leads = new Map<string, number>();
  for (const [value, totals] of totalsBy(rows, 'form_submitted', `${dimension}_target`)) {
    const split = value.lastIndexOf(' ');
    if (!leadForms.has(value.slice(split + 1))) continue;
    const key = value.slice(0, split);
    leads.set(key, (leads.get(key) ?? 0) + totals.events);
  }
  return leads;
}

/** Leads per visitor as a fraction (null without visitors). */
const conversion = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null);
/** The change from the previous period as a fraction (null when there was nothing before). */
export const change = (current: number, previous: number) => (previous > 0 ? (current - previous) / previous : null);

export type Headline = {
  visitors: number;
  pageviews: number;
  leads: number;
  conversion: number | null;
  callbacksDelivered: number;
  callbacksRequested: number;
  /** Calls placed within the promise, of all placed (null when none was placed). */
  dialledInTime: number | null;
};

/** The figures at the top of the page. Conversion is measured on consented visits: lead-form submissions per visitor. */
export function headline(period: PeriodData): Headline {
  const views = total(period.rollups, 'pageview');
  const submitted = [...totalsBy(period.rollups, 'form_submitted', 'target')]
    .filter(([form]) => leadForms.has(form))
    .reduce((sum, [, t]) => sum + t.events, 0);
  return {
    visitors: views.visitors,
    pageviews: views.events,
    leads: leadKinds.reduce((sum, kind) => sum + period.leads[kind], 0),
    conversion: conversion(submitted, views.visitors),
    callbacksDelivered: period.callbacks.delivered,
    callbacksRequested: period.callbacks.requested,
    dialledInTime: period.callbacks.placed > 0 ? period.callbacks.dialledInTime / period.callbacks.placed : null,
  };
}

function breakdownTable(
  rows: readonly RollupRow[],
  dimension: 'path' | 'language',
  column: InsightColumn,
  keep: (value: string) => boolean = () => true,
): InsightTable {
  const leads = leadSubmissionsBy(rows, dimension);
  const table: Cell[][] = [];
  for (const [value, views] of totalsBy(rows, 'pageview', dimension)) {
    if (!keep(value)) continue;
    const submitted = leads.get(value) ?? 0;
    table.push([value, views.visitors, views.events, submitted, conversion(submitted, views.visitors)]);
  }
  return { columns: [column, 'visitors', 'pageviews', 'leads', 'conversion'], rows: table, plotted: 'visitors' };
}

function countTable(
  rows: readonly RollupRow[],
  type: AnalyticsEventType,
  column: InsightColumn,
  measure: 'visitors' | 'events',
): InsightTable {
  const counted = measure === 'visitors' ? 'visitors' : type === 'cta_click' ? 'clicks' : 'count';
  return {
    columns: [column, counted],
    rows: [...totalsBy(rows, type, type === 'pageview' ? column : 'target')].map(([value, totals]) => [value, totals[measure]]),
    plotted: counted,
  };
}

/** Quarters in reading order (25, 50, 75, 100), not by how many reached them. */
const byDepth = (table: InsightTable): InsightTable => ({ ...table, rows: [...table.rows].sort((a, b) => Number(a[0]) - Number(b[0])) });

/** The 75th percentile by nearest rank, as the Chrome UX Report reports field data; null without samples. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/**
 * What visitors felt, per page group, language and device class: the 75th percentile of each measurement,
 * and how many page views were measured (the most measured measurement's count). Layout shift is shown as
 * the browser reports it (thousandths stored).
 */
function vitalsTable(samples: readonly VitalSample[]): InsightTable {
  const groups = new Map<string, Map<WebVital, number[]>>();
  for (const sample of samples) {
    const key = [pageGroup(sample.path), sample.language, sample.device].join(' ');
    const metrics = groups.get(key) ?? new Map<WebVital, number[]>();
    metrics.set(sample.metric, [...(metrics.get(sample.metric) ?? []), sample.value]);
    groups.set(key, metrics);
  }
  const order = (key: string) => {
    const [group = '', language = '', device = ''] = key.split(' ');
    return [pageGroups.indexOf(group as never), language, deviceClasses.indexOf(device as never)] as const;
  };
  const rows = [...groups]
    .sort(([a], [b]) => {
      const [x, y] = [order(a), order(b)];
      return x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2];
    })
    .map(([key, metrics]): Cell[] => {
      const [group = '', language = '', device = ''] = key.split(' ');
      const p75 = (metric: WebVital) => {
        const value = percentile75(metrics.get(metric) ?? []);
        return value === null ? null : metric === 'cls' ? value / 1000 : value;
      };
      return [group, language, device, ...webVitals.map(p75), Math.max(...[...metrics.values()].map((values) => values.length))];
    });
  return { columns: ['pageGroup', 'language', 'device', ...webVitals, 'samples'], rows, plotted: 'lcp' };
}

/** Every chart's data for a period and the one before it; the page draws these, the CSV export writes them. */
export function insightTables(current: PeriodData, previous: PeriodData): Record<InsightChart, InsightTable> {
  const rows = current.rollups;
  const daily = new Map([...rows].filter((row) => row.type === 'pageview' && row.dimension === 'all').map((row) => [row.day, row]));
  const started = [...totalsBy(rows, 'form_started', 'target')]
    .filter(([form]) => leadForms.has(form))
    .reduce((sum, [, t]) => sum + t.visitors, 0);
  const submitted = [...totalsBy(rows, 'form_submitted', 'target')]
    .filter(([form]) => leadForms.has(form))
    .reduce((sum, [, t]) => sum + t.visitors, 0);
  const viewers = total(rows, 'pageview').visitors;
  const share = (value: number) => (viewers > 0 ? value / viewers : null);
  const outcomes = ['requested', 'delivered', 'waiting', 'failed', 'suppressed'] as const;
  const calls = current.callbacks;
  const ofRequested = (value: number) => (calls.requested > 0 ? value / calls.requested : null);
  const minutes = (seconds: number | null) => (seconds === null ? null : seconds / 60);
  return {
    daily: {
      columns: ['day', 'visitors', 'pageviews'],
      rows: daysBetween(current.range.from, current.range.to).map((day) => [
        day,
        daily.get(day)?.visitors ?? 0,
        daily.get(day)?.events ?? 0,
      ]),
      plotted: 'visitors',
    },
    funnel: {
      columns: ['step', 'visitors', 'share'],
      rows: [
        ['pageview', viewers, share(viewers)],
        ['form_started', started, share(started)],
        ['lead', submitted, share(submitted)],
      ],
      plotted: 'visitors',
    },
    leads: {
      columns: ['kind', 'leads', 'previous', 'change'],
      rows: leadKinds.map((kind) => [kind, current.leads[kind], previous.leads[kind], change(current.leads[kind], previous.leads[kind])]),
      plotted: 'leads',
    },
    callbacks: {
      columns: ['outcome', 'count', 'previous', 'change'],
      rows: outcomes.map((outcome) => [
        outcome,
        current.callbacks[outcome],
        previous.callbacks[outcome],
        change(current.callbacks[outcome], previous.callbacks[outcome]),
      ]),
      plotted: 'count',
    },
    calls: {
      columns: ['step', 'count', 'share'],
      rows: [
        ['requested', calls.requested, ofRequested(calls.requested)],
        ['placed', calls.placed, ofRequested(calls.placed)],
        ['connected', calls.connected, ofRequested(calls.connected)],
      ],
      plotted: 'count',
    },
    dialTime: {
      columns: ['measure', 'minutes'],
      rows: [
        ['median', minutes(calls.dialMedianSeconds)],
        ['p95', minutes(calls.dialP95Seconds)],
        ['promise', CALLBACK_WITHIN_MINUTES],
      ],
      plotted: 'minutes',
    },
    pages: breakdownTable(rows, 'path', 'page'),
    languages: breakdownTable(rows, 'language', 'language'),
    industries: breakdownTable(rows, 'path', 'page', (path) => path.startsWith('/usecase/')),
    ctas: countTable(rows, 'cta_click', 'cta', 'events'),
    referrers: countTable(rows, 'pageview', 'referrer', 'visitors'),
    devices: countTable(rows, 'pageview', 'device', 'visitors'),
    scroll: byDepth(countTable(rows, 'scroll_depth', 'depth', 'visitors')),
    formErrors: countTable(rows, 'form_rejected', 'formField', 'events'),
    vitals: vitalsTable(current.vitals),
  };
}
