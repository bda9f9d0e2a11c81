import { readSubscriberFilter } from '@/lib/inbox/subscriber-filter';
import { database } from '@/server/db';
import { csvDownload } from '@/server/inbox/csv';
import { allSubscribers } from '@/server/inbox/subscribers';
import { audit } from '@/server/staff/audit';
import { sessionOf, staffRefusal } from '@/server/staff/request';

const COLUMNS = [
  'email',
  'state',
  'language',
  'created_at',
  'subscribed_at',
  'unsubscribed_at',
  'consent_version',
  'consent_language',
  'consent_given_at',
] as const;

/** The newsletter list's current filter as CSV (UTF-8 with BOM, formulas neutralised), with each address's consent record. */
export async function GET(request: Request) {
  const session = await sessionOf(request);
  if (!session) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  const { filter, invalid } = readSubscriberFilter(new URL(request.url).searchParams);
  if (invalid) return staffRefusal(request, 400, 'invalid_filter', 'invalidFilter');
  const db = await database();
  return csvDownload(
    'newsletter',
    COLUMNS,
    allSubscribers(db, filter),
    (row) => [
      row.email,
      row.state,
      row.language,
      row.createdAt,
      row.subscribedAt,
      row.unsubscribedAt,
      row.consentVersion,
      row.consentLanguage,
      row.consentGivenAt,
    ],
    (rows) =>
      audit(db, session.email, 'export_csv', { list: 'newsletter', rows, state: filter.state ?? 'all', search: filter.q ? 'yes' : 'no' }),
  );
}
