import { locales, type Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import { INBOX_PATH, LOGIN_PATH } from '@/lib/inbox/staff-paths';

export const loginPath = (locale: Locale, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${localizePathname(LOGIN_PATH, locale)}${search ? `?${search}` : ''}`;
};
export const inboxPath = (locale: Locale, sub = '') => localizePathname(`${INBOX_PATH}${sub}`, locale);
export const leadPath = (locale: Locale, kind: LeadKind, id: string) => inboxPath(locale, `/${kind}/${id}`);

/** Resolves relative paths without ever leaving this made-up origin; anything that does was not a path of ours. */
const PROBE_ORIGIN = 'http://return-path.invalid';
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** Backslashes (browsers read them as slashes) and slashes or backslashes encoded in the path. */
const SLASH_TRICKS = /\\|%(2f|5c)/i;

const inStaffArea = (pathname: string) =>
  locales.some((locale) => pathname === inboxPath(locale) || pathname.startsWith(`${inboxPath(locale)}/`));

/**
 * Where to go after sign-in: a path in the staff area, else the inbox start page (no open redirect).
 * The path is decoded once and its dot segments are resolved before it is checked, so
 * `/inbox/x/../../agb` and `/inbox/%2e%2e/agb` both read as `/agb` and are refused; backslashes,
 * encoded slashes, control characters and other origins are refused outright. The query string is
 * kept as sent (decoding it would change what its parameters say).
 */
export function safeReturnPath(value: string | null | undefined, locale: Locale): string {
  const inbox = inboxPath(locale);
  if (!value || value.length > 2048 || CONTROL_CHARACTERS.test(value)) return inbox;
  const queryStart = value.search(/[?#]/);
  const rawPath = queryStart === -1 ? value : value.slice(0, queryStart);
  const query = queryStart === -1 || value[queryStart] === '#' ? '' : value.slice(queryStart).split('#')[0]!;
  if (SLASH_TRICKS.test(rawPath)) return inbox;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return inbox;
  }
  if (!path.startsWith('/') || path.startsWith('//') || CONTROL_CHARACTERS.test(path) || SLASH_TRICKS.test(path)) return inbox;
  let url: URL;
  try {
    url = new URL(`${path}${query}`, PROBE_ORIGIN);
  } catch {
    return inbox;
  }
  if (url.origin !== PROBE_ORIGIN || !inStaffArea(url.pathname)) return inbox;
  return `${url.pathname}${url.search}`;
}
