import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { LoginForm } from '@/components/inbox/login-form';
import { localeOrDefault, type Locale } from '@/i18n/locales';
import { currentStaff } from '@/server/staff/page-session';
import { safeReturnPath } from '@/lib/inbox/paths';
import { LOGIN_PATH } from '@/lib/inbox/staff-paths';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  return pageMetadata(locale, 'staff.login', LOGIN_PATH, { robots: { index: false, follow: false } });
}

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const next = typeof query.next === 'string' ? safeReturnPath(query.next, locale) : undefined;
  if (await currentStaff()) redirect(next ?? safeReturnPath(undefined, locale));
  return (
    <LoginForm
      locale={locale}
      error={typeof query.error === 'string' ? query.error : undefined}
      next={next}
      signedOut={query.signedOut === '1'}
    />
  );
}
