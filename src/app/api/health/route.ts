import { methodNotAllowed } from '@/server/http/submission-route';

// Answered per request, never prerendered.
export const dynamic = 'force-dynamic';

const startedAt = Date.now();
const noStore = { 'Cache-Control': 'no-store' };

/** Liveness: the process answers (docs/decisions/020-operations.md). Not rate-limited, never cached. */
export function GET() {
  return Response.json(
    {
      ok: true,
      status: 'alive',
      version: process.env.BUILD_VERSION ?? 'development',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    },
    { headers: noStore },
  );
}

export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
