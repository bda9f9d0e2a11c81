import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { database } from '../db';
import { loginPath } from '@/lib/inbox/paths';
import { SESSION_COOKIE } from './request';
import { readSession, type StaffSession } from './sessions';

/** The signed-in staff member of this request, or null (one lookup per request). */
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  const store = await cookies();
  return readSession(await database(), store.get(SESSION_COOKIE)?.value);
});

/** Every inbox page starts here: without a session the visitor goes to the sign-in page, and comes back after. */
export async function requireStaff(locale: Locale, returnTo: string): Promise<StaffSession> {
  const session = await currentStaff();
  if (!session) redirect(loginPath(locale, { next: returnTo }));
  return session;
}
