import { setRequestLocale } from 'next-intl/server';
import { ScrollPage } from '@/components/scroll/scroll-page';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '../../page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/kontakt'>) {
  return pageMetadata((await params).locale, 'contact', '/kontakt');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/kontakt'>) {
  setRequestLocale((await params).locale);
  return <ScrollPage config={contactPage} />;
}
