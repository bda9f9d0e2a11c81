import { readLeadFilter } from '@/lib/inbox/lead-filter';
import { database } from '@/server/db';
import { csvDownload } from '@/server/inbox/csv';
import { allLeads } from '@/server/inbox/leads';
import { audit } from '@/server/staff/audit';
import { sessionOf, staffRefusal } from '@/server/staff/request';

const COLUMNS = [
  'kind',
  'id',
  'created_at',
  'status',
  'language',
  'name',
  'email',
  'phone',
  'company',
  'topic',
  'suppressed',
  'call',
] as const;

/**
 * The inbox list's current filter as CSV (UTF-8 with BOM, formulas neutralised), streamed row by row; a callback
 * carries its call's status word (`connected`, `no_answer`…), the other kinds none.
 */
export async function GET(request: Request) {
  const session = await sessionOf(request);
  if (!session) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  const { filter, problems } = readLeadFilter(new URL(request.url).searchParams);
  // An export must be what the list shows; a filter the list could not apply exports nothing.
  if (Object.keys(problems).length) return staffRefusal(request, 400, 'invalid_filter', 'invalidFilter');
  const db = await database();
  return csvDownload(
    'leads',
    COLUMNS,
    allLeads(db, filter),
    (row) => [
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
      row.call,
    ],
    // The filter itself may hold a searched name: the log keeps what was filtered, not for whom.
    (rows) =>
      audit(db, session.email, 'export_csv', {
        rows,
        kind: filter.kind ?? 'all',
        status: filter.status ?? 'all',
        from: filter.from ?? '',
        to: filter.to ?? '',
        search: filter.q ? 'yes' : 'no',
      }),
  );
}
