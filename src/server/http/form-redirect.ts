import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';

export type SubmissionOutcome = 'sent' | 'invalid' | 'limited' | 'failed';

/** The page that answers a plain form POST (no JavaScript), in the visitor's language. */
export const SUBMISSION_RESULT_PATH = '/anfrage';

/** Only a path of this site may be the "back to the form" target. */
function sameSitePath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = request.headers.get('host');
    return host && url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** 303 See Other to the result page, so reloading it does not send the form again. */
export function formResultRedirect(
  request: Request,
  locale: Locale,
  form: string,
  outcome: SubmissionOutcome,
  fields: readonly string[] = [],
): Response {
  const query = new URLSearchParams({ form, status: outcome });
  if (fields.length) query.set('fields', fields.join(','));
  const back = sameSitePath(request);
  if (back) query.set('back', back);
  return new Response(null, {
    status: 303,
    headers: { Location: `${localizePathname(SUBMISSION_RESULT_PATH, locale)}?${query}`, 'Cache-Control': 'no-store' },
  });
}
