import { methodNotAllowed } from '@/server/http/submission-route';
import { readiness } from '@/server/lifecycle';

// Answered per request, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * Readiness: the database answers, its migrations are applied and the process is not stopping
 * (docs/decisions/020-operations.md); 503 otherwise, so the proxy sends the traffic elsewhere.
 */
export async function GET() {
  const { ready, checks } = await readiness();
  return Response.json({ ok: ready, ready, checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
