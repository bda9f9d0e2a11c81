import { unsubscribeSchema } from '@/lib/schemas/unsubscribe';
import { formResultRedirect } from '@/server/http/form-redirect';
import { acceptRequest } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { unsubscribe } from '@/server/submissions/unsubscribe';

/** Re-shapes an ARCHITECTURE.md error answer into spec §7's { success, error }. */
async function asUnsubscribeAnswer(response: Response): Promise<Response> {
  const body = (await response.json()) as { ok: boolean; error?: { message: string } };
  const headers = new Headers(response.headers);
  return Response.json(body.ok ? { success: true } : { success: false, error: body.error?.message }, { status: response.status, headers });
}

/** Spec §7 newsletter unsubscribe: answers { success: boolean, error?: string }. */
export async function POST(request: Request): Promise<Response> {
  let via: 'json' | 'form' = 'json';
  try {
    const checked = await acceptRequest(request, 'newsletter-unsubscribe', unsubscribeSchema);
    if (!checked.ok) {
      if (checked.via === 'form') return formResultRedirect(request, checked.locale, 'unsubscribe', checked.outcome, checked.fields);
      return asUnsubscribeAnswer(checked.response);
    }
    via = checked.via;
    await unsubscribe(checked.db, checked.data.email, checked.meta);
    if (via === 'form') return formResultRedirect(request, checked.locale, 'unsubscribe', 'sent');
    return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log().error({ err: error }, 'unsubscribe could not be stored');
    const locale = requestLanguage(request);
    if (via === 'form') return formResultRedirect(request, locale, 'unsubscribe', 'failed');
    const t = await serverTranslator(locale);
    return Response.json({ success: false, error: t('api.unavailable') }, { status: 503, headers: { 'Retry-After': '30' } });
  }
}

async function notAllowed(request: Request): Promise<Response> {
  const t = await serverTranslator(requestLanguage(request));
  return Response.json({ success: false, error: t('api.methodNotAllowed') }, { status: 405, headers: { Allow: 'POST' } });
}
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
