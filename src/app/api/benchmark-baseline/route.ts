import { apiError } from '@/server/http/responses';

/**
 * The yardstick of `npm run bench:contact`: a bare route handler that reads a JSON body and answers,
 * served by the same server in the same run as POST /api/contact. Exists only with
 * ENABLE_BENCHMARK_BASELINE=1.
 */
export async function POST(request: Request) {
  if (process.env.ENABLE_BENCHMARK_BASELINE !== '1') return apiError(404, 'not_found', 'Not found.');
  const body = (await request.json()) as Record<string, unknown>;
  return Response.json({ ok: true, fields: Object.keys(body).length }, { status: 201 });
}
