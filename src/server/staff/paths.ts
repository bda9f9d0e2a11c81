import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';

export const LOGIN_PATH = '/login';
export const INBOX_PATH = '/inbox';

export const loginPath = (locale: Locale, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${localizePathname(LOGIN_PATH, locale)}${search ? `?${search}` : ''}`;
};
export const inboxPath = (locale: Locale, sub = '') => localizePathname(`${INBOX_PATH}${sub}`, locale);
export const leadPath = (locale: Locale, kind: LeadKind, id: string) => inboxPath(locale, `/${kind}/${id}`);

/** Only a path of the inbox may be the target after sign-in (no open redirect). */
export function safeReturnPath(value: string | null | undefined, locale: Locale): string {
  const inbox = inboxPath(locale);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return inbox;
  const path = value.split('?')[0]!;
  return path === inbox || path.startsWith(`${inbox}/`) ? value : inbox;
}
