import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { inboxPath } from '@/lib/inbox/paths';
import { StaffArea } from './staff-area';
import { StaffFormFields } from './staff-form-fields';

const inboxSections = [
  { id: 'leads', path: '' },
  { id: 'insights', path: '/insights' },
  { id: 'newsletter', path: '/newsletter' },
  { id: 'errors', path: '/errors' },
  { id: 'chat', path: '/chat' },
  { id: 'privacy', path: '/privacy' },
  { id: 'audit', path: '/audit' },
] as const;
export type InboxSection = (typeof inboxSections)[number]['id'];

/** The frame of every inbox page: its sections, who is signed in, sign-out. Works without JavaScript. */
export async function InboxShell({
  locale,
  session,
  section,
  title,
  children,
}: {
  locale: Locale;
  session: { email: string; csrfToken: string };
  section: InboxSection;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations('staff.nav');
  return (
    <StaffArea className="mx-auto max-w-[1200px] px-5 pt-24 pb-16 md:pt-28">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-white/10 pb-4">
        <nav aria-label={t('label')}>
          <ul className="flex flex-wrap gap-2">
            {inboxSections.map((item) => (
              <li key={item.id}>
                <a
                  href={inboxPath(locale, item.path)}
                  aria-current={item.id === section ? 'page' : undefined}
                  className={cn(buttonVariants({ variant: item.id === section ? 'secondary' : 'ghost', size: 'sm' }))}
                >
                  {t(item.id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="post" action="/api/staff/sign-out" className="flex min-w-0 flex-wrap items-center gap-3 text-sm text-muted">
          {/* A long address wraps instead of widening the page on a phone. */}
          <span className="min-w-0 break-all">{t('signedInAs', { email: session.email })}</span>
          <StaffFormFields csrfToken={session.csrfToken} locale={locale} />
          <button type="submit" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('signOut')}
          </button>
        </form>
      </div>
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {children}
    </StaffArea>
  );
}
