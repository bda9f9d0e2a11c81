import { readSubscriberFilter } from '@/lib/inbox/subscriber-filter';
import { database } from '@/server/db';
import { CSV_BOM, csvLine } from '@/server/inbox/csv';
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
  const encoder = new TextEncoder();
  let rows = 0;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(COLUMNS)));
      for await (const row of allSubscribers(db, filter)) {
        rows += 1;
        controller.enqueue(
          encoder.encode(
            csvLine([
              row.email,
              row.state,
              row.language,
              row.createdAt,
              row.subscribedAt,
              row.unsubscribedAt,
              row.consentVersion,
              row.consentLanguage,
              row.consentGivenAt,
            ]),
          ),
        );
      }
      await audit(db, session.email, 'export_csv', {
        list: 'newsletter',
        rows,
        state: filter.state ?? 'all',
        search: filter.q ? 'yes' : 'no',
      });
      controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
