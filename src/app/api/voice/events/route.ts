import { database } from '@/server/db';
import { env } from '@/server/env';
import { readSignedBody } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { log } from '@/server/log';
import { receiveCallEvent } from '@/server/voice/call-events';
import { configuredPlatform } from '@/server/voice/platforms';

export const dynamic = 'force-dynamic';

/** A post-call event carries the whole transcript; ElevenLabs' audio event (not to be enabled) is larger and refused. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The voice platform's call events (docs/voice-platforms.md): signed, verified, then the call is read from the
 * platform and recorded on its callback. Off (404) unless VOICE_PLATFORM names a platform.
 */
export async function POST(request: Request): Promise<Response> {
  const platform = configuredPlatform(env());
  if (!platform) return apiError(404, 'not_found', 'no voice platform is configured (VOICE_PLATFORM)');
  const body = await readSignedBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  try {
    const answer = await receiveCallEvent(await database(), platform, { headers: request.headers, body });
    if (answer.status !== 200) log().warn({ platform: platform.name, code: answer.body.error.code }, 'voice event refused');
    return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log().error({ err: error, op: 'voice event', platform: platform.name }, 'voice event not stored');
    return apiError(503, 'unavailable', 'the event could not be stored; send it again', { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
