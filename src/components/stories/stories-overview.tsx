import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PageClosingCallback } from '@/components/layout/closing-callback';
import { DocumentPage, DocumentSection } from '@/components/layout/document-page';
import { industries, industryPath } from '@/content/industries/list';
import { customerStories } from '@/content/stories';
import { getDataTranslations } from '@/i18n/data-translations';
import { Link } from '@/i18n/navigation';

/** /kundengeschichten: every customer story, grouped by industry, each card leading to the story's page. */
export async function StoriesOverview({ consentLabel }: { consentLabel: string }) {
  const t = await getTranslations('stories');
  const nav = await getTranslations('common.nav');
  const words = await getDataTranslations();
  const groups = industries
    .map(({ slug }) => ({ slug, stories: customerStories.filter((story) => story.industry === slug) }))
    .filter((group) => group.stories.length > 0);
  return (
    <DocumentPage eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} data-stories-overview>
      {groups.map(({ slug, stories }) => (
        <DocumentSection key={slug} id={slug} title={nav(slug)}>
          <ul className="grid gap-3 md:grid-cols-3">
            {stories.map((story) => (
              <li key={story.key}>
                <Link
                  href={story.path}
                  data-story-link={story.path}
                  className="group glass flex h-full flex-col rounded-2xl p-5 transition-colors hover:border-accent/50"
                >
                  <span className="text-sm text-muted">
                    {words(`${story.namespace}.company`)} · {words(`${story.namespace}.size`)}
                  </span>
                  <h3 className="mt-2 flex-1 leading-snug font-semibold">{words(`${story.namespace}.title`)}</h3>
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent">
                    {t('labels.readStory')}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <Link href={industryPath(slug)} className="font-medium text-accent underline-offset-4 hover:underline">
              {t('labels.industryPage')}: {nav(slug)}
            </Link>
          </p>
        </DocumentSection>
      ))}
      <PageClosingCallback namespace="stories" consentLabel={consentLabel} />
    </DocumentPage>
  );
}
