import { ArrowRight, TrendingUp } from 'lucide-react';
import { getDataTranslations } from '@/i18n/data-translations';
import { getTranslations } from 'next-intl/server';
import { storiesPage, storyOf } from '@/content/stories';
import { Link } from '@/i18n/navigation';
import { SectionHeading, staggerStyle } from './section-heading';
import { RatingHeader } from './testimonials-section';
import type { SectionProps } from './types';

type Metric = { value: string; label: string };

/**
 * Customer stories (company, type, size, person, quote, four results, timeline), each leading to its own page, and the
 * industry's four average metrics.
 */
export async function StoriesSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  const labels = await getTranslations('industries.labels');
  const stories = await getTranslations('stories.labels');
  const metrics = t.raw('metrics') as Metric[];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid gap-3 lg:grid-cols-3">
        {section.content.items?.map((story, index) => (
          <li key={story.key} style={staggerStyle(index)} className="stagger-item" data-story={story.key}>
            <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-5">
              <RatingHeader label={labels('rating')} />
              <h3 className="font-semibold">{t(`items.${story.key}.company`)}</h3>
              <p className="mb-3 text-sm text-muted">
                {t(`items.${story.key}.type`)} · <span className="sr-only">{labels('size')}: </span>
                {t(`items.${story.key}.size`)}
              </p>
              <figure>
                <blockquote className="text-[0.95rem] leading-relaxed">
                  <q>{t(`items.${story.key}.quote`)}</q>
                </blockquote>
                <figcaption className="mt-2 text-sm text-muted">{t(`items.${story.key}.person`)}</figcaption>
              </figure>
              <p className="mt-4 text-xs font-semibold tracking-[0.18em] text-accent uppercase">{labels('results')}</p>
              <ul className="mt-2 flex-1 space-y-1.5 text-sm">
                {(t.raw(`items.${story.key}.results`) as string[]).map((result) => (
                  <li key={result} className="flex gap-2">
                    <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-2" />
                    <span>{result}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-4 border-t border-white/10 pt-3 text-sm text-muted" data-story-timeline>
                <span className="sr-only">{labels('timeline')}: </span>
                {t(`items.${story.key}.timeline`)}
              </p>
              <StoryLink
                path={storyOf(namespace, story.key)?.path}
                label={stories('readStory')}
                company={t(`items.${story.key}.company`)}
              />
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link href={storiesPage.path} className="font-medium text-accent underline-offset-4 hover:underline" data-stories-overview-link>
          {stories('allStories')}
        </Link>
      </p>
      <section aria-labelledby={`${headingId}-metrics`} className="mt-4" data-average-metrics>
        <h3 id={`${headingId}-metrics`} className="mb-3 font-semibold">
          {t('metricsTitle')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/[0.04] p-4 text-center">
              <dt className="mt-1 text-sm text-muted">{metric.label}</dt>
              <dd className="text-gradient text-2xl font-bold md:text-3xl">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** The link to a story's own page; its accessible name says whose story it is. */
function StoryLink({ path, label, company }: { path: string | undefined; label: string; company: string }) {
  if (!path) return null;
  return (
    <Link
      href={path}
      className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
      data-story-page-link
    >
      {label}
      <span className="sr-only">: {company}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
