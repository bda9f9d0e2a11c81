import { setRequestLocale } from 'next-intl/server';
import { ScrollPage } from '@/components/scroll/scroll-page';
import { careerPage } from '@/content/career';
import { pageMetadata } from '../../page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/karriere'>) {
  return pageMetadata((await params).locale, 'career', '/karriere');
}

export default async function CareerPage({ params }: PageProps<'/[locale]/karriere'>) {
  setRequestLocale((await params).locale);
  return <ScrollPage config={careerPage} />;
}
