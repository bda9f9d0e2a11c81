import { ArrowDown, CalendarDays } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { ApplicationForm } from '@/components/forms/application-form';
import { CallbackForm } from '@/components/forms/callback-form';
import { ContactForm } from '@/components/forms/contact-form';
import { FormMessages } from '@/components/forms/form-messages';
import { SchedulerEmbed, type SchedulerTexts } from '@/components/forms/scheduler-embed';
import { CtaLinks } from '@/components/layout/cta-links';
import { ScrollToBottomButton } from '@/components/forms/scroll-to-bottom-button';
import { schedulerUrl } from '@/content/booking';
import { sectionComponents } from '@/components/sections';
import { buttonVariants } from '@/components/ui/button';
import { sectionLayout, type PageConfig } from '@/content/types';
import { Link } from '@/i18n/navigation';
import { finalStepIndex, scrollPageHeightVh } from '@/lib/scroll-math';
import { HeroMedia } from './hero-media';
import { MissingPageConfig } from './missing-page-config';
import { ScrollLayout } from './scroll-layout';
import { HeroTitle } from '@/components/ui/hero-title';

const schedulerKeys = ['consentTitle', 'consentText', 'consentButton', 'directLink', 'loading', 'frameTitle'] as const;

type Callback = NonNullable<PageConfig['callback']>;

async function CtaForm({ callback, namespace, consentLabel }: { callback: Callback; namespace: string; consentLabel: string }) {
  const form = callback.form ?? 'callback';
  if (form === 'callback') {
    return <CallbackForm consentLabel={consentLabel} />;
  }
  if (form === 'links') {
    const t = await getDataTranslations(namespace);
    return <CtaLinks place="story" links={(callback.links ?? []).map(({ labelKey, href }) => ({ label: t(labelKey), href }))} />;
  }
  if (form === 'scheduler') {
    const t = await getDataTranslations(`${namespace}.scheduler`);
    const texts = Object.fromEntries(schedulerKeys.map((key) => [key, t(key)])) as SchedulerTexts;
    return <SchedulerEmbed url={schedulerUrl()} texts={texts} />;
  }
  return <FormMessages>{form === 'contact' ? <ContactForm /> : <ApplicationForm />}</FormMessages>;
}

/**
 * Renders a page configuration (content/types.ts) on the scroll-driven layout (docs/architecture.md,
 * "The scroll engine"). Every section and the call to action are in the server HTML; the client only switches which one shows.
 */
export async function ScrollPage({ config, consentLabel }: { config: PageConfig | undefined; consentLabel: string }) {
  if (!config) return <MissingPageConfig />;
  const t = await getDataTranslations(config.namespace);
  const common = await getTranslations('common');
  const sectionCount = config.sections.length;
  const ctaStep = finalStepIndex(sectionCount);

  return (
    <ScrollLayout sectionCount={sectionCount} heightVh={scrollPageHeightVh(sectionCount)}>
      <HeroMedia background={config.background} />

      <div className="scroll-hero-content" data-hero-content>
        <div className="w-full max-w-3xl text-center">
          <p className="mb-4 text-xs font-semibold tracking-[0.22em] text-accent uppercase md:text-sm">{t('hero.eyebrow')}</p>
          <HeroTitle>{t('hero.title')}</HeroTitle>
          <p className="mx-auto mt-4 max-w-2xl text-base text-fg/90 text-balance sm:text-lg md:mt-5 md:text-xl">{t('hero.subtitle')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3 md:mt-6">
            <a href="#cta" data-hero-cta data-cta="hero" className={buttonVariants({ size: 'lg' })}>
              {t('hero.primaryCta')}
            </a>
            <Link href="/services" data-cta="hero-services" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {t('hero.secondaryCta')}
            </Link>
          </div>
          <p className="scroll-hero-details mx-auto mt-5 max-w-2xl text-sm text-muted sm:text-[0.95rem] md:mt-6 md:text-base">
            {t('hero.description')}
          </p>
          <p className="scroll-hint mt-6 inline-flex md:mt-10 items-center gap-2 text-sm text-muted transition-opacity duration-500">
            <span aria-hidden="true" className="scroll-hint-arrow inline-flex">
              <ArrowDown className="size-4" />
            </span>
            {common('scroll.hint')}
          </p>
        </div>
      </div>

      <div className="scroll-glass glass">
        {config.sections.map((section, index) => {
          const Section = sectionComponents[sectionLayout(section)];
          const headingId = `section-${section.id}`;
          return (
            <section
              key={section.id}
              id={section.id}
              data-section={section.id}
              data-step={index + 1}
              data-active="false"
              aria-labelledby={headingId}
              // A step taller than the panel scrolls; focusable, so the keyboard can scroll it too.
              tabIndex={0}
              className="scroll-step"
            >
              <Section namespace={config.namespace} section={section} headingId={headingId} />
            </section>
          );
        })}
        {config.callback ? (
          <section
            id="cta"
            data-section="cta"
            data-step={ctaStep}
            data-active="false"
            aria-labelledby="section-cta"
            tabIndex={0}
            className="scroll-step"
          >
            <div className="mx-auto flex min-h-full max-w-2xl flex-col justify-center">
              <h2 id="section-cta" className="text-gradient text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
                {t(config.callback.titleKey)}
              </h2>
              <p className="mt-3 mb-6 text-muted md:text-lg">{t(config.callback.contentKey)}</p>
              <CtaForm callback={config.callback} namespace={config.namespace} consentLabel={consentLabel} />
              {config.callback.closing === 'scrollToBottom' ? (
                <div className="mt-6">
                  <ScrollToBottomButton label={t('cta.closing')} />
                </div>
              ) : null}
              {config.callback.alternative ? (
                <p className="mt-6 flex flex-wrap items-center gap-2 border-t border-white/10 pt-4 text-sm text-muted">
                  <CalendarDays aria-hidden="true" className="size-4 text-accent" />
                  {t(config.callback.alternative.textKey)}
                  <Link href={config.callback.alternative.href} className="font-medium text-accent underline-offset-4 hover:underline">
                    {t(config.callback.alternative.linkKey)}
                  </Link>
                </p>
              ) : null}
            </div>
          </section>
        ) : null}
        <ol className="scroll-progress" aria-hidden="true">
          {Array.from({ length: ctaStep }, (_, index) => (
            <li key={index} className="size-1.5 rounded-full" data-progress-step={index + 1} />
          ))}
        </ol>
      </div>
    </ScrollLayout>
  );
}
