import { companyDay } from '@/lib/analytics/day';
import { previousRange, readInsightRange } from '@/lib/inbox/insight-range';
import { insightCharts, insightTables, type InsightChart } from '@/lib/inbox/insights';
import { periodData } from '@/server/analytics/insights';
import { database } from '@/server/db';
import { CSV_BOM, csvLine } from '@/server/inbox/csv';
import { methodNotAllowed } from '@/server/http/submission-route';
import { sessionOf, staffRefusal } from '@/server/staff/request';

export const dynamic = 'force-dynamic';

const isChart = (value: string | null): value is InsightChart => (insightCharts as readonly string[]).includes(value ?? '');

/**
 * One chart of /inbox/insights as CSV (UTF-8 with BOM, `;`): the same table the page shows, with
 * the column ids as headers and fractions as decimals. Staff only; holds no personal data.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await sessionOf(request);
  if (!session) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  const query = new URL(request.url).searchParams;
  const chart = query.get('chart');
  if (!isChart(chart)) return staffRefusal(request, 400, 'invalid_chart', 'invalidChart');
  const { range, problem } = readInsightRange(query, companyDay(new Date()));
  // A CSV must be what the page showed; a period the page could not use exports nothing.
  if (problem) return staffRefusal(request, 400, 'invalid_range', 'invalidRange');
  const db = await database();
  const table = insightTables(await periodData(db, range), await periodData(db, previousRange(range)))[chart];
  const body = CSV_BOM + csvLine(table.columns) + table.rows.map((row) => csvLine(row)).join('');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="insights-${chart}-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
