import { locales, type Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { database } from '@/server/db';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage } from '@/server/i18n';
import { log } from '@/server/log';
import { confirmSubscription, type ConfirmationOutcome } from '@/server/newsletter/subscription';

/** The page that tells the visitor how the confirmation went, in their language. */
const resultPage = (locale: Locale, outcome: ConfirmationOutcome | 'failed') =>
  new Response(null, {
    status: 303,
    headers: { Location: `${localizePathname('/newsletter', locale)}?status=${outcome}`, 'Cache-Control': 'no-store' },
  });

/**
 * The confirmation link of the double opt-in mail (`?token=…&lang=…`). It confirms on GET, as a link
 * in a mail must, and answers with a redirect to /newsletter, so a reload changes nothing.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const locale = (locales as readonly string[]).includes(lang ?? '') ? (lang as Locale) : requestLanguage(request);
  const token = url.searchParams.get('token') ?? '';
  try {
    const outcome = await confirmSubscription(await database(), token);
    log().info({ kind: 'newsletter', outcome }, 'newsletter confirmation');
    return resultPage(locale, outcome);
  } catch (error) {
    log().error({ err: error, op: 'newsletter confirm' }, 'newsletter confirmation could not be stored');
    return resultPage(locale, 'failed');
  }
}
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
