import { Check, TrendingUp } from 'lucide-react';
import { getFormatter } from 'next-intl/server';
import { PageClosingCta } from '@/components/layout/page-closing-cta';
import { CostColumn, euro } from '@/components/sections/cost-column';
import { SectionHeading } from '@/components/sections/section-heading';
import { Icon } from '@/components/ui/icon';
import { gastronomyPage } from '@/content/gastronomy';
import { INDUSTRY_CALL_TO_ACTION } from '@/content/industries/industry-page';
import type { DataKeyTranslator } from '@/i18n/data-keys';
import { getDataTranslations } from '@/i18n/data-translations';
import type { IconName } from '@/lib/icon-names';
import { compareCosts } from '@/lib/roi';

const { namespace, features, restaurantTypes, costs } = gastronomyPage;

function Bullets({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

/** A titled grid of cards (icon, title, description, bullets) from `<group>.items.<key>`. */
function CardGroup({
  t,
  group,
  bullets,
  items,
  accent = false,
}: {
  t: DataKeyTranslator;
  group: 'features' | 'types';
  bullets: 'details' | 'features';
  items: readonly { key: string; icon: IconName }[];
  accent?: boolean;
}) {
  return (
    <section aria-labelledby={`sector-${group}`} data-section={group}>
      <SectionHeading id={`sector-${group}`} eyebrow={t(`${group}.eyebrow`)} title={t(`${group}.title`)} />
      <ul className={items.length === 3 ? 'sector-grid [--columns:3]' : 'sector-grid'} data-sector-grid={group}>
        {items.map(({ key, icon }) => (
          <li key={key} className="rounded-2xl border border-white/10 bg-white/[0.04] p-5">
            <span
              className={`mb-3 inline-flex size-10 items-center justify-center rounded-xl ${accent ? 'bg-accent-2/15 text-accent-2' : 'bg-accent/10 text-accent'}`}
            >
              <Icon name={icon} className="size-5" />
            </span>
            <h3 className="mb-1 font-semibold">{t(`${group}.items.${key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`${group}.items.${key}.description`)}</p>
            <Bullets lines={t.raw(`${group}.items.${key}.${bullets}`) as string[]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The gastronomy page: intro, four features, three restaurant types, the 35-seat ROI example, the call to action. */
export async function GastronomyContent() {
  const t = await getDataTranslations(namespace);
  const format = await getFormatter();
  const result = compareCosts(costs.current, costs.withAi);
  const columns = [
    { key: 'current', items: costs.current, total: result.currentTotal, highlight: false },
    { key: 'withAi', items: costs.withAi, total: result.withAiTotal, highlight: true },
  ] as const;

  return (
    <div className="space-y-14 md:space-y-16">
      <section aria-labelledby="sector-intro" data-section="intro">
        <SectionHeading id="sector-intro" eyebrow={t('intro.eyebrow')} title={t('intro.title')} intro={t('intro.text')} />
      </section>

      <CardGroup t={t} group="features" bullets="details" items={features} />
      <CardGroup t={t} group="types" bullets="features" items={restaurantTypes} accent />

      <section aria-labelledby="sector-roi" data-section="roi">
        <SectionHeading id="sector-roi" eyebrow={t('roi.eyebrow')} title={t('roi.title')} intro={t('roi.intro')} />
        <div className="sector-grid">
          {columns.map((column) => (
            <CostColumn
              key={column.key}
              title={t(`roi.${column.key}.title`)}
              items={column.items}
              total={column.total}
              totalLabel={t('roi.total')}
              label={(item) => t(`roi.${column.key}.items.${item}`)}
              format={format}
              highlight={column.highlight}
            />
          ))}
        </div>
        <div
          className="mt-3 grid gap-3 rounded-2xl bg-gradient-to-br from-accent to-accent-2 p-5 text-ink md:grid-cols-[1.2fr_1fr_1fr]"
          data-savings
        >
          <div>
            <p className="text-sm font-semibold">{t('roi.savings.title')}</p>
            <p className="text-3xl font-extrabold tabular-nums" data-savings-monthly>
              {euro(format, result.savingsMonthly)} <span className="text-base font-semibold">{t('roi.savings.monthly')}</span>
            </p>
            <p className="font-semibold tabular-nums" data-savings-yearly>
              {euro(format, result.savingsYearly)} {t('roi.savings.yearly')}
            </p>
          </div>
          {(['roi', 'revenue'] as const).map((claim) => (
            <p key={claim} className="flex flex-col justify-center rounded-xl bg-ink/10 p-3" data-claim={claim}>
              <span className="inline-flex items-center gap-1.5 text-2xl font-extrabold">
                <TrendingUp aria-hidden="true" className="size-5" />
                {t(`roi.claims.${claim}.value`)}
              </span>
              <span className="text-sm font-medium">{t(`roi.claims.${claim}.label`)}</span>
            </p>
          ))}
        </div>
        <p className="mt-3 text-xs text-muted">{t('roi.note')}</p>
      </section>

      <PageClosingCta namespace={namespace} callToAction={INDUSTRY_CALL_TO_ACTION} />
    </div>
  );
}
