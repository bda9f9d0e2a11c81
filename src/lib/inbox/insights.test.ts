import { describe, expect, it } from 'vitest';
import { previousRange, readInsightRange } from './insight-range';
import { headline, insightTables, percentile75, type PeriodData, type RollupRow, type VitalSample } from './insights';

const row = (day: string, type: string, dimension: string, value: string, events: number, visitors: number): RollupRow => ({
  day,
  type,
  dimension,
  value,
  events,
  visitors,
});

const period = (
  from: string,
  to: string,
  rollups: RollupRow[],
  leads = { contact: 0, callback: 0, application: 0 },
  vitals: VitalSample[] = [],
  callbacks: Partial<PeriodData['callbacks']> = {},
): PeriodData => ({
  range: { from, to },
  rollups,
  vitals,
  leads,
  callbacks: {
    requested: 0,
    delivered: 0,
    waiting: 0,
    failed: 0,
    suppressed: 0,
    placed: 0,
    connected: 0,
    dialledInTime: 0,
    dialMedianSeconds: null,
    dialP95Seconds: null,
    ...callbacks,
  },
});

describe('the insights period', () => {
  it('is the last 28 days by default and compares with the 28 days before', () => {
    const { range, problem } = readInsightRange(new URLSearchParams(), '2026-11-25');
    expect(range).toEqual({ from: '2026-10-29', to: '2026-11-25' });
    expect(problem).toBeUndefined();
    expect(previousRange(range)).toEqual({ from: '2026-10-01', to: '2026-10-28' });
  });

  it('names what is wrong and falls back to the default', () => {
    expect(readInsightRange(new URLSearchParams({ from: '2026-02-30' }), '2026-11-25').problem).toBe('invalidDate');
    expect(readInsightRange(new URLSearchParams({ from: '2026-11-20', to: '2026-11-01' }), '2026-11-25').problem).toBe('dateOrder');
    expect(readInsightRange(new URLSearchParams({ from: '2024-01-01', to: '2026-11-25' }), '2026-11-25').problem).toBe('tooLong');
    expect(readInsightRange(new URLSearchParams({ from: '2024-11-01', to: '2026-11-25' }), '2026-11-25')).toEqual({
      range: { from: '2024-11-01', to: '2026-11-25' },
    });
  });
});

describe('the insights tables', () => {
  const current = period(
    '2026-11-01',
    '2026-11-03',
    [
      row('2026-11-01', 'pageview', 'all', '', 10, 4),
      row('2026-11-02', 'pageview', 'all', '', 6, 3),
      row('2026-11-01', 'pageview', 'path', '/kontakt', 6, 3),
      row('2026-11-02', 'pageview', 'path', '/kontakt', 2, 2),
      row('2026-11-01', 'pageview', 'path', '/usecase/immobilien', 4, 2),
      row('2026-11-01', 'pageview', 'language', 'de', 10, 4),
      row('2026-11-01', 'form_started', 'target', 'contact', 2, 2),
      row('2026-11-01', 'form_started', 'target', 'unsubscribe', 1, 1),
      row('2026-11-01', 'form_submitted', 'target', 'contact', 1, 1),
      row('2026-11-01', 'form_submitted', 'target', 'unsubscribe', 1, 1),
      row('2026-11-01', 'form_submitted', 'path_target', '/kontakt contact', 1, 1),
      row('2026-11-01', 'form_submitted', 'path_target', '/unsubscribe unsubscribe', 1, 1),
      row('2026-11-01', 'form_submitted', 'language_target', 'de contact', 1, 1),
      row('2026-11-01', 'cta_click', 'target', 'header-termin', 3, 2),
    ],
    { contact: 4, callback: 2, application: 0 },
  );
  const previous = period('2026-10-29', '2026-10-31', [row('2026-10-30', 'pageview', 'all', '', 4, 2)], {
    contact: 2,
    callback: 2,
    application: 1,
  });
  const tables = insightTables(current, previous);

  it('lists every day of the period, days without visits as zero', () => {
    expect(tables.daily.rows).toEqual([
      ['2026-11-01', 4, 10],
      ['2026-11-02', 3, 6],
      ['2026-11-03', 0, 0],
    ]);
  });

  it('counts only the lead forms in the funnel and the conversion per page, language and industry page', () => {
    expect(tables.funnel.rows).toEqual([
      ['pageview', 7, 1],
      ['form_started', 2, 2 / 7],
      ['lead', 1, 1 / 7],
    ]);
    expect(tables.pages.rows).toEqual([
      ['/kontakt', 5, 8, 1, 1 / 5],
      ['/usecase/immobilien', 2, 4, 0, 0],
    ]);
    expect(tables.industries.rows).toEqual([['/usecase/immobilien', 2, 4, 0, 0]]);
    expect(tables.languages.rows).toEqual([['de', 4, 10, 1, 1 / 4]]);
  });

  it('compares leads per kind with the previous period', () => {
    expect(tables.leads.rows).toEqual([
      ['contact', 4, 2, 1],
      ['callback', 2, 2, 0],
      ['application', 0, 1, -1],
    ]);
    expect(headline(current)).toMatchObject({ visitors: 7, pageviews: 16, leads: 6, conversion: 1 / 7 });
    expect(headline(previous)).toMatchObject({ visitors: 2, leads: 5 });
    expect(tables.ctas.rows).toEqual([['header-termin', 3]]);
  });
});

describe('field data', () => {
  it('takes the 75th percentile by nearest rank, as the Chrome UX Report does', () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([900])).toBe(900);
    expect(percentile75([400, 100, 300, 200])).toBe(300);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('reports each page group, language and device apart, in the order of the groups, with layout shift as the browser gives it', () => {
    const sample = (metric: VitalSample['metric'], path: string, language: string, device: string, value: number): VitalSample => ({
      metric,
      path,
      language,
      device,
      value,
    });
    const vitals = [
      sample('lcp', '/usecase/handwerk', 'de', 'mobile', 2100),
      sample('lcp', '/usecase/gastronomie', 'de', 'mobile', 1500),
      sample('lcp', '/usecase/steuerberatung', 'de', 'mobile', 3200),
      sample('cls', '/usecase/handwerk', 'de', 'mobile', 40),
      sample('first_tap', '/usecase/handwerk', 'de', 'mobile', 48),
      sample('lcp', '/', 'el', 'desktop', 900),
      sample('inp', '/agb', 'en', 'mobile', 120),
    ];
    const table = insightTables(period('2026-11-01', '2026-11-28', [], undefined, vitals), period('2026-10-04', '2026-10-31', [])).vitals;
    expect(table.columns).toEqual(['pageGroup', 'language', 'device', 'lcp', 'inp', 'cls', 'first_tap', 'samples']);
    expect(table.rows).toEqual([
      ['home', 'el', 'desktop', 900, null, null, null, 1],
      ['industries', 'de', 'mobile', 3200, null, 0.04, 48, 3],
      ['legal', 'en', 'mobile', null, 120, null, null, 1],
    ]);
  });
});
