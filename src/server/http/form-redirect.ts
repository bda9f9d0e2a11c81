import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { SubmissionOutcome } from '@/lib/forms';
import { localizePathname } from '@/i18n/negotiate';
import { sameSiteReferer } from './referer';

/** The page that answers a plain form POST (no JavaScript), in the visitor's language. */
const SUBMISSION_RESULT_PATH = '/anfrage';

/** 303 See Other to the result page, so reloading it does not send the form again. */
export function formResultRedirect(
  request: Request,
  locale: Locale,
  form: string,
  outcome: SubmissionOutcome,
  fields: readonly string[] = [],
  answer: Record<string, string> = {},
): Response {
  const query = new URLSearchParams({ form, status: outcome, ...answer });
  if (fields.length) query.set('fields', fields.join(','));
  // Only a path of this site may be the "back to the form" target.
  const page = sameSiteReferer(request);
  if (page) query.set('back', `${page.pathname}${page.search}`);
  return new Response(null, {
    status: 303,
    headers: { Location: `${localizePathname(SUBMISSION_RESULT_PATH, locale)}?${query}`, 'Cache-Control': 'no-store' },
  });
}
