import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storyMetadata } from '@/app/page-metadata';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { StoryPage } from '@/components/stories/story-page';
import { customerStories } from '@/content/stories';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

type Props = PageProps<'/[locale]/usecase/[industry]/[story]'>;

/** Every customer story of the industry pages, by its German address word; English and Greek come from pathnames.ts. */
export const dynamicParams = false;

export function generateStaticParams() {
  return customerStories.map((story) => ({ industry: story.industry, story: story.slug }));
}

async function storyOf(params: Props['params']) {
  const { industry, story: slug } = await params;
  const story = customerStories.find((candidate) => candidate.industry === industry && candidate.slug === slug);
  if (!story) notFound();
  return story;
}

export async function generateMetadata({ params }: Props) {
  return storyMetadata((await params).locale, await storyOf(params));
}

export default async function Page({ params }: Props) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const story = await storyOf(params);
  return (
    <>
      <PageStructuredData path={story.path} siteUrl={env().SITE_URL} />
      <StoryPage story={story} siteUrl={env().SITE_URL} consentLabel={await callbackConsentLabel(locale)} />
    </>
  );
}
