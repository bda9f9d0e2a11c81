import 'server-only';
import { NextResponse } from 'next/server';
import { localeOrDefault, type Locale } from '@/i18n/locales';
import { database } from '../db';
import { BodyTooLarge, readBodyText } from '../http/read-payload';
import { apiError } from '../http/responses';
import { requestLanguage, serverTranslator } from '../i18n';
import { CSRF_FIELD } from '@/lib/inbox/csrf-field';
import { sameOrigin, tokenMatches } from './csrf';
import { readSession, SESSION_MAX_MS, type StaffSession } from './sessions';

/** `__Host-` in production: only over HTTPS, only for this host, path `/`. */
export const SESSION_COOKIE = process.env.NODE_ENV === 'production' ? '__Host-aitheria-staff' : 'aitheria-staff';

const cookieOptions = () => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production' }) as const;

/** Sets the session cookie on a response, through Next's cookie API. */
export function setSessionCookie(response: NextResponse, token: string): NextResponse {
  response.cookies.set(SESSION_COOKIE, token, { ...cookieOptions(), maxAge: SESSION_MAX_MS / 1000 });
  return response;
}

/** Clears the session cookie on a response (sign-out). */
export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(), maxAge: 0 });
  return response;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The message keys of api.staff: every refusal of a staff request, in the language of the page it came from. */
export type StaffRefusal =
  | 'notSignedIn'
  | 'csrf'
  | 'signInBusy'
  | 'invalidFilter'
  | 'leadNotFound'
  | 'invalidStatus'
  | 'invalidAction'
  | 'invalidDelivery'
  | 'invalidSubject'
  | 'invalidRange'
  | 'invalidChart';

/** A 4xx answer of the staff API with its message in the staff member's language. */
export async function staffRefusal(
  request: Request,
  status: number,
  code: string,
  key: StaffRefusal | 'payloadTooLarge',
  headers: Record<string, string> = {},
): Promise<Response> {
  const t = await serverTranslator(requestLanguage(request));
  return apiError(status, code, t(key === 'payloadTooLarge' ? 'api.payloadTooLarge' : `api.staff.${key}`), { headers });
}

export async function sessionOf(request: Request): Promise<StaffSession | null> {
  return readSession(await database(), cookieValue(request, SESSION_COOKIE));
}

/** Forms of the inbox are small; a larger body is not one of ours. */
const MAX_FORM_BYTES = 16 * 1024;

export async function readForm(request: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

/** The page language a staff form sent along (hidden field `locale`), for the redirect back. */
export function formLocale(form: URLSearchParams): Locale {
  const value = form.get('locale');
  return localeOrDefault(value);
}

export type StaffPost = { session: StaffSession; form: URLSearchParams };

/**
 * The guard of every state-changing inbox request: a live session (else 401), a request from
 * this site (Origin) and the session's CSRF token in the form (else 403).
 */
export async function staffPost(request: Request): Promise<StaffPost | Response> {
  const session = await sessionOf(request);
  if (!session) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  const form = await readForm(request);
  if (!form) return staffRefusal(request, 413, 'payload_too_large', 'payloadTooLarge');
  if (!sameOrigin(request) || !tokenMatches(session.csrfToken, form.get(CSRF_FIELD))) return staffRefusal(request, 403, 'csrf', 'csrf');
  return { session, form };
}

/** 303 See Other to a page of the site (after a form POST). */
export function seeOther(location: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...headers } });
}
