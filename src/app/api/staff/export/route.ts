import { readLeadFilter } from '@/lib/inbox/lead-filter';
import { database } from '@/server/db';
import { CSV_BOM, csvLine } from '@/server/inbox/csv';
import { allLeads } from '@/server/inbox/leads';
import { audit } from '@/server/staff/audit';
import { sessionOf, staffRefusal } from '@/server/staff/request';

const COLUMNS = ['kind', 'id', 'created_at', 'status', 'language', 'name', 'email', 'phone', 'company', 'topic', 'suppressed'] as const;

/** The inbox list's current filter as CSV (UTF-8 with BOM, formulas neutralised), streamed row by row. */
export async function GET(request: Request) {
  const session = await sessionOf(request);
  if (!session) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  const { filter, problems } = readLeadFilter(new URL(request.url).searchParams);
  // An export must be what the list shows; a filter the list could not apply exports nothing.
  if (Object.keys(problems).length) return staffRefusal(request, 400, 'invalid_filter', 'invalidFilter');
  const db = await database();
  const encoder = new TextEncoder();
  let rows = 0;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(COLUMNS)));
      for await (const row of allLeads(db, filter)) {
        rows += 1;
        controller.enqueue(
          encoder.encode(
            csvLine([
              row.kind,
              row.id,
              row.createdAt,
              row.status,
              row.language,
              row.name,
              row.email,
              row.phone,
              row.company,
              row.topic,
              row.suppressed,
            ]),
          ),
        );
      }
      // The filter itself may hold a searched name: the log keeps what was filtered, not for whom.
      await audit(db, session.email, 'export_csv', {
        rows,
        kind: filter.kind ?? 'all',
        status: filter.status ?? 'all',
        from: filter.from ?? '',
        to: filter.to ?? '',
        search: filter.q ? 'yes' : 'no',
      });
      controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
