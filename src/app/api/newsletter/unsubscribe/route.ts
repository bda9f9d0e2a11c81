import { database } from '@/server/db';
import { endpointOf } from '@/server/enquiries/registry';
import { BodyTooLarge, readBodyText } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed, submissionRoute, type AnswerShape } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { unsubscribeByToken } from '@/server/newsletter/subscription';

/** This endpoint's own answer: { success: boolean, error?: string }, 200 on success, the error status otherwise. */
const successShape: AnswerShape = async (response) => {
  const body = (await response.json()) as { ok: boolean; error?: { message: string } };
  return Response.json(body.ok ? { success: true } : { success: false, error: body.error?.message }, {
    status: body.ok ? 200 : response.status,
    headers: response.headers,
  });
};

/** The newsletter unsubscribe of the /unsubscribe page: the address typed in (server/enquiries/newsletter.ts). */
const byAddress = submissionRoute({ ...endpointOf('unsubscribe'), shape: successShape });

/**
 * The one-click unsubscribe (RFC 8058) of a mail's List-Unsubscribe address, `?token=…`: the mail
 * program POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart) and expects a 2xx. The token
 * is the proof; the body is not needed beyond that.
 */
async function oneClick(request: Request, token: string): Promise<Response> {
  const t = await serverTranslator(requestLanguage(request));
  try {
    await readBodyText(request, 4 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) return successShape(apiError(413, 'payload_too_large', t('api.payloadTooLarge')));
  }
  try {
    if (!(await unsubscribeByToken(await database(), token)))
      return successShape(apiError(400, 'invalid_token', t('api.newsletterInvalidToken')));
  } catch (error) {
    log().error({ err: error, op: 'one-click unsubscribe' }, 'one-click unsubscribe could not be stored');
    return successShape(apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } }));
  }
  log().info({ kind: 'unsubscribe', via: 'one-click' }, 'newsletter unsubscribe stored');
  return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  return token === null ? byAddress(request) : oneClick(request, token);
}
export const GET = methodNotAllowed('POST', successShape);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
