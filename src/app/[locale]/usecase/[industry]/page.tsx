import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { ScrollPage } from '@/components/scroll/scroll-page';
import { industryPages } from '@/content/industries';
import { industryPath } from '@/content/industries/list';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

type Props = PageProps<'/[locale]/usecase/[industry]'>;
type IndustryWithScrollPage = keyof typeof industryPages;

/** The six industry pages on the scroll layout; /usecase/gastronomie has its own folder. */
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(industryPages).map((industry) => ({ industry }));
}

function industryOf(slug: string): IndustryWithScrollPage {
  if (!Object.hasOwn(industryPages, slug)) notFound();
  return slug as IndustryWithScrollPage;
}

export async function generateMetadata({ params }: Props) {
  const { locale, industry } = await params;
  const slug = industryOf(industry);
  return pageMetadata(locale, industryPages[slug].namespace, industryPath(slug));
}

export default async function IndustryPage({ params }: Props) {
  const { industry } = await params;
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const slug = industryOf(industry);
  return (
    <>
      <PageStructuredData path={industryPath(slug)} siteUrl={env().SITE_URL} />
      <ScrollPage config={industryPages[slug]} consentLabel={await callbackConsentLabel(locale)} />
    </>
  );
}
