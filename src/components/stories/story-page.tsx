import { ArrowRight, TrendingUp } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageClosingCallback } from '@/components/layout/closing-callback';
import { DocumentPage, DocumentSection } from '@/components/layout/document-page';
import { JsonLd } from '@/components/seo/json-ld';
import { industryPath } from '@/content/industries/list';
import { STORIES_PUBLISHED, storiesPage, type CustomerStory } from '@/content/stories';
import { getDataTranslations } from '@/i18n/data-translations';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { article } from '@/lib/structured-data';

const linkClass = 'inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline';

/**
 * A customer story's own page: the business at a glance, where it started, what we built, the results it measures
 * and the customer's words, then the demo call. The words are the story's branch of its industry's catalogue, the
 * same the industry page shows, so a figure has one source. Article data, never a review of ourselves.
 */
export async function StoryPage({ story, siteUrl, consentLabel }: { story: CustomerStory; siteUrl: string; consentLabel: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getDataTranslations(story.namespace);
  const labels = await getTranslations('stories');
  const nav = await getTranslations('common.nav');
  const industryName = nav(story.industry);
  const facts = [
    { label: labels('labels.company'), value: t('company') },
    { label: labels('labels.industry'), value: industryName },
    { label: labels('labels.type'), value: t('type') },
    { label: labels('labels.size'), value: t('size') },
    { label: labels('labels.timeline'), value: t('timeline') },
  ];
  return (
    <>
      <JsonLd
        data={article(siteUrl, {
          headline: t('title'),
          url: `${siteUrl}${localizePathname(story.path, locale)}`,
          language: locale,
          datePublished: STORIES_PUBLISHED,
          about: t('company'),
        })}
      />
      <DocumentPage
        eyebrow={`${labels('labels.storiesOf')} · ${industryName}`}
        title={t('title')}
        subtitle={t('problem')}
        data-story-page={story.key}
        lead={
          <section aria-labelledby="story-facts" className="glass rounded-2xl p-5">
            <h2 id="story-facts" className="mb-3 text-xs font-semibold tracking-[0.18em] text-accent uppercase">
              {labels('labels.facts')}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-story-facts>
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="font-medium break-words">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        }
      >
        <DocumentSection id="ausgangslage" title={labels('labels.problem')}>
          <p className="max-w-3xl text-[0.95rem] leading-relaxed text-fg/90 md:text-base">{t('problem')}</p>
        </DocumentSection>
        <DocumentSection id="loesung" title={labels('labels.solution')}>
          <p className="max-w-3xl text-[0.95rem] leading-relaxed text-fg/90 md:text-base">{t('solution')}</p>
        </DocumentSection>
        <DocumentSection id="ergebnisse" title={labels('labels.results')} intro={t('timeline')}>
          <ul className="grid gap-3 sm:grid-cols-2" data-story-results>
            {(t.raw('results') as string[]).map((result) => (
              <li key={result} className="flex gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
                <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-2" />
                <span>{result}</span>
              </li>
            ))}
          </ul>
        </DocumentSection>
        <DocumentSection id="zitat" title={labels('labels.quote')}>
          <figure className="max-w-3xl border-l-2 border-accent pl-5">
            <blockquote className="text-lg leading-relaxed text-balance">
              <p>
                <q>{t('quote')}</q>
              </p>
            </blockquote>
            <figcaption className="mt-3 text-sm text-muted">
              {t('person')}, {t('company')}
            </figcaption>
          </figure>
        </DocumentSection>
        <nav aria-label={labels('labels.storiesOf')} className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <Link href={industryPath(story.industry)} className={linkClass} data-story-industry>
            {labels('labels.industryPage')}: {industryName}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link href={storiesPage.path} className={linkClass} data-story-overview>
            {labels('labels.allStories')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
        <PageClosingCallback namespace="stories" consentLabel={consentLabel} />
      </DocumentPage>
    </>
  );
}
