import { getTranslations } from 'next-intl/server';
import { PageClosingCallback } from '@/components/layout/closing-callback';
import { DocumentPage, DocumentSection, DocumentToc } from '@/components/layout/document-page';
import { Icon } from '@/components/ui/icon';
import { integrationsPage } from '@/content/integrations';

/**
 * /integrationen: the systems our pages name, grouped, each with what the agents do with it; then the three ways
 * anything else connects (the signed lead webhooks, automation tools, the system's API) and the demo call.
 */
export async function IntegrationsPage({ consentLabel }: { consentLabel: string }) {
  const t = await getTranslations('integrations');
  const sections = [
    ...integrationsPage.groups.map(({ key }) => ({ id: key, label: t(`groups.${key}.title`) })),
    { id: 'anbindung', label: t('connect.title') },
  ];
  return (
    <DocumentPage
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      data-integrations-page
      lead={<DocumentToc title={t('toc')} entries={sections} />}
    >
      {integrationsPage.groups.map((group) => (
        <DocumentSection key={group.key} id={group.key} title={t(`groups.${group.key}.title`)} intro={t(`groups.${group.key}.intro`)}>
          <ul className="grid gap-3 md:grid-cols-2" data-integration-group={group.key}>
            {group.systems.map((system) => (
              <li
                key={system}
                className="flex min-w-0 gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4"
                data-integration={system}
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
                  <Icon name={group.icon} className="size-4" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold break-words hyphens-auto">
                    {t(`groups.${group.key}.systems.${system}.name` as 'groups.tax.systems.datev.name')}
                  </h3>
                  <p className="mt-1 text-sm break-words hyphens-auto text-fg/85">
                    {t(`groups.${group.key}.systems.${system}.does` as 'groups.tax.systems.datev.does')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </DocumentSection>
      ))}
      <DocumentSection id="anbindung" title={t('connect.title')} intro={t('connect.intro')}>
        <ul className="grid gap-4 md:grid-cols-3" data-integration-connect>
          {integrationsPage.connect.map(({ key, icon }) => (
            <li key={key} className="glass flex flex-col rounded-2xl p-5" data-connect={key}>
              <span className="mb-3 inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="font-semibold">{t(`connect.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-fg/85">{t(`connect.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </DocumentSection>
      <PageClosingCallback namespace="integrations" consentLabel={consentLabel} />
    </DocumentPage>
  );
}
