import { database } from '@/server/db';
import { env } from '@/server/env';
import { readSignedBody } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { log } from '@/server/log';
import { receiveOptOut } from '@/server/voice/opt-out';

/** 16 KiB is plenty for { event, phone, reason, callbackId }. */
const MAX_BODY_BYTES = 16 * 1024;

/** The voice-agent platform reports a callee who did not ask for the call or wants no more. */
export async function POST(request: Request): Promise<Response> {
  const body = await readSignedBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  const result = await receiveOptOut(await database(), { secret: env().WEBHOOK_SECRET, headers: request.headers, body });
  if (!result.ok) {
    log().warn({ code: result.code }, 'opt-out webhook refused');
    return apiError(result.status, result.code, result.message);
  }
  log().info({ added: result.added }, 'number put on the do-not-call list by the voice platform');
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
