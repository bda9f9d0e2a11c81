import { database } from '@/server/db';
import { env } from '@/server/env';
import { requestMeta } from '@/server/http/request-meta';
import { apiError } from '@/server/http/responses';
import { sameOrigin } from '@/server/staff/csrf';
import { loginPath, safeReturnPath } from '@/server/staff/paths';
import { formLocale, readForm, seeOther, sessionCookie } from '@/server/staff/request';
import { signIn } from '@/server/staff/sign-in';

/** The sign-in form posts here; the answer is a redirect into the inbox or back to the form with the reason. */
export async function POST(request: Request) {
  // Login CSRF: a browser sends Origin with every form POST, and it must be this site.
  if (!sameOrigin(request)) return apiError(403, 'csrf', 'The form did not come from this site.');
  const form = await readForm(request);
  if (!form) return apiError(413, 'payload_too_large', 'The form is too large.');
  const locale = formLocale(form);
  const next = safeReturnPath(form.get('next'), locale);
  const email = form.get('email') ?? '';
  const password = form.get('password') ?? '';
  if (!email.trim() || !password) return seeOther(loginPath(locale, { error: 'missing', next }));
  const { ip, userAgent } = requestMeta(request);
  const result = await signIn(await database(), { email, password, ip, userAgent }, { rateLimitScale: env().RATE_LIMIT_SCALE });
  if (!result.ok) return seeOther(loginPath(locale, { error: result.reason, next }));
  return seeOther(next, { 'Set-Cookie': sessionCookie(result.token) });
}
