import { database } from '@/server/db';
import { env } from '@/server/env';
import { requestMeta } from '@/server/http/request-meta';
import { recordSignIn } from '@/server/metrics';
import { sameOrigin } from '@/server/staff/csrf';
import { MAX_HASH_WAIT_MS } from '@/server/staff/hashing';
import { loginPath, safeReturnPath } from '@/lib/inbox/paths';
import { formLocale, readForm, seeOther, setSessionCookie, staffRefusal } from '@/server/staff/request';
import { signIn } from '@/server/staff/sign-in';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { signInSchema } from '@/lib/schemas/staff';

const RETRY_AFTER_SECONDS = String(Math.ceil(MAX_HASH_WAIT_MS / 2000));

/** The sign-in form posts here; the answer is a redirect into the inbox or back to the form with the reason. */
export async function POST(request: Request) {
  // Login CSRF: a browser sends Origin with every form POST, and it must be this site.
  if (!sameOrigin(request)) return staffRefusal(request, 403, 'csrf', 'csrf');
  const form = await readForm(request);
  if (!form) return staffRefusal(request, 413, 'payload_too_large', 'payloadTooLarge');
  const locale = formLocale(form);
  const next = safeReturnPath(form.get('next'), locale);
  const email = form.get('email') ?? '';
  const password = form.get('password') ?? '';
  const parsed = signInSchema.safeParse({ email, password });
  const problems = parsed.success ? {} : fieldErrors(parsed.error);
  if (!email.trim() || problems.password === 'required') return seeOther(loginPath(locale, { error: 'missing', next }));
  // Never the right password, whatever the account: refused without the work of a hash. A malformed
  // address is not refused here: it takes the same (timed) path as an address without an account.
  if (problems.password) return seeOther(loginPath(locale, { error: 'invalid', next }));
  const { ip, userAgent } = requestMeta(request);
  const result = await signIn(await database(), { email, password, ip, userAgent }, { rateLimitScale: env().RATE_LIMIT_SCALE });
  recordSignIn(result.ok ? 'success' : result.reason);
  if (result.ok) return setSessionCookie(seeOther(next), result.token);
  if (result.reason === 'busy' && !(request.headers.get('accept') ?? '').includes('text/html'))
    return staffRefusal(request, 429, 'busy', 'signInBusy', { 'Retry-After': RETRY_AFTER_SECONDS });
  return seeOther(loginPath(locale, { error: result.reason, next }));
}
