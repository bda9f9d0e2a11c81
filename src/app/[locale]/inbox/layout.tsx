import type { Metadata } from 'next';
import { pageMetadata } from '@/app/page-metadata';
import { INBOX_PATH } from '@/lib/inbox/staff-paths';
import { localeOrDefault } from '@/i18n/locales';

/** Staff only: never indexed, never cached (every page reads the session). */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/inbox'>): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  return pageMetadata(locale, 'staff.inbox', INBOX_PATH, { robots: { index: false, follow: false } });
}

export default function InboxLayout({ children }: LayoutProps<'/[locale]/inbox'>) {
  return children;
}
