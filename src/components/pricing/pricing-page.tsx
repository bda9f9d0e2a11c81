import { ArrowRight } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageClosingCallback } from '@/components/layout/closing-callback';
import { DocumentPage, DocumentSection } from '@/components/layout/document-page';
import { JsonLd } from '@/components/seo/json-ld';
import { CheckList } from '@/components/ui/check-list';
import { FaqList } from '@/components/ui/faq-list';
import { Icon } from '@/components/ui/icon';
import { figureValues } from '@/content/figures';
import { pricingPage } from '@/content/pricing';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { offer } from '@/lib/structured-data';

/**
 * /preise: the three plans side by side with their prices from, what every plan includes, the set-up and what
 * it covers, the terms the terms of business state (each linked to its section), a short FAQ and the demo call.
 * Every price and term comes from content/figures.ts through the messages' arguments.
 */
export async function PricingPage({ siteUrl, consentLabel }: { siteUrl: string; consentLabel: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('pricing');
  const figures = figureValues(locale);
  return (
    <DocumentPage eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} data-pricing-page>
      <DocumentSection id="plans" title={t('plans.title')} intro={t('plans.intro')}>
        <ul className="grid gap-4 lg:grid-cols-3" data-plans>
          {pricingPage.plans.map((plan) => (
            <li key={plan.key} className="glass flex flex-col rounded-3xl p-6" data-plan={plan.key}>
              <article aria-labelledby={`plan-${plan.key}`} className="flex flex-1 flex-col">
                <span className="mb-4 inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                  <Icon name={plan.icon} className="size-5" />
                </span>
                <h3 id={`plan-${plan.key}`} className="text-xl font-semibold">
                  {t(`plans.items.${plan.key}.name`)}
                </h3>
                <p className="mt-3" data-plan-price>
                  <span className="text-gradient text-3xl font-bold tracking-tight">{t(`plans.items.${plan.key}.price`, figures)}</span>
                  <span className="mt-1 block text-sm text-muted">{t('plans.perMonth')}</span>
                </p>
                <p className="mt-4 text-[0.95rem] text-fg/90">{t(`plans.items.${plan.key}.summary`)}</p>
                <CheckList
                  label={t('plans.includes')}
                  items={t.raw(`plans.items.${plan.key}.features`) as string[]}
                  className="mt-4 flex-1 space-y-2 text-sm"
                />
                <Link
                  href={plan.href}
                  data-cta={`pricing-${plan.key}`}
                  className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
                >
                  {t(`plans.items.${plan.key}.link`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection id="included" title={t('included.title')}>
        <CheckList
          items={t.raw('included.items') as string[]}
          className="grid gap-3 sm:grid-cols-2"
          itemClassName="rounded-2xl border border-white/10 bg-white/[0.04] p-4 text-[0.95rem]"
        />
      </DocumentSection>

      <DocumentSection id="setup" title={t('setup.title')} intro={t('setup.text')}>
        <div className="rounded-2xl border border-white/10 bg-white/[0.04] p-5" data-setup>
          <h3 className="font-semibold">{t('setup.coversTitle')}</h3>
          <ul className="mt-3 list-disc space-y-1.5 ps-5 text-[0.95rem] text-fg/90">
            {(t.raw('setup.covers') as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">{t('setup.advance', figures)}</p>
        </div>
      </DocumentSection>

      <DocumentSection id="terms" title={t('terms.title')} intro={t('terms.intro')}>
        <dl className="grid gap-3 md:grid-cols-2" data-terms>
          {pricingPage.terms.map((term) => (
            <div key={term.key} className="rounded-2xl border border-white/10 bg-white/[0.04] p-5" data-term={term.key}>
              <dt className="flex items-center gap-2 font-semibold">
                <Icon name={term.icon} className="size-4 text-accent" />
                {t(`terms.items.${term.key}.label`)}
              </dt>
              <dd className="mt-2 text-[0.95rem] text-fg/90">{t(`terms.items.${term.key}.text`, figures)}</dd>
              <dd className="mt-3 text-sm">
                <Link
                  href={{ pathname: '/agb', hash: term.section }}
                  className="text-accent underline-offset-4 hover:underline"
                  data-terms-link={term.section}
                >
                  {t(`terms.items.${term.key}.link`)}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </DocumentSection>

      <DocumentSection id="faq" title={t('faq.title')}>
        <FaqList
          group="pricing-faq"
          items={pricingPage.faq.map((key) => ({
            key,
            question: t(`faq.items.${key}.question`, figures),
            answer: t(`faq.items.${key}.answer`, figures),
          }))}
        />
      </DocumentSection>

      <PageClosingCallback namespace="pricing" consentLabel={consentLabel} />
      {pricingPage.plans.map((plan) => (
        <JsonLd
          key={plan.key}
          data={offer(siteUrl, {
            name: t(`plans.items.${plan.key}.name`),
            description: t(`plans.items.${plan.key}.summary`),
            url: `${siteUrl}${localizePathname(pricingPage.path, locale)}#plans`,
            price: plan.price,
            serviceUrl: `${siteUrl}${localizePathname(plan.href, locale)}`,
          })}
        />
      ))}
    </DocumentPage>
  );
}
