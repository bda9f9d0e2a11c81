import { FileText } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { FormMessages } from '@/components/forms/form-messages';
import { DocumentPage, DocumentSection, DocumentToc } from '@/components/layout/document-page';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { trustPage } from '@/content/trust';
import { getDataTranslations } from '@/i18n/data-translations';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { legalTextValues } from '@/lib/legal-text-values';
import { SECURITY_TXT_PATH } from '@/lib/security-txt';
import type { ShownSubProcessor } from '@/lib/sub-processors';

/** The staff area's sign-in limits the page states (server/staff), in the units it states them. */
export type StaffAccessFacts = { failedSignIns: number; lockMinutes: number; idleHours: number; maxHours: number };

type Point = (typeof trustPage.points)[number];
type LegalSection = { id: string; title: string };

/** The places on the legal pages a point links to, named by the page's and the section's own titles. */
async function Sources({ point }: { point: Point }) {
  if (point.sources.length === 0) return null;
  const t = await getTranslations('trust');
  const legal = await getDataTranslations('legal');
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" data-trust-sources>
      <FileText aria-hidden="true" className="size-4 text-accent" />
      <span>{t('sourcesLabel')}</span>
      {point.sources.map(({ page, section }) => {
        const key = page.slice(1);
        const title = (legal.raw(`${key}.sections`) as LegalSection[]).find((candidate) => candidate.id === section)?.title;
        return (
          <Link
            key={`${page}#${section}`}
            href={{ pathname: page, hash: section }}
            className="text-accent underline-offset-4 hover:underline"
            data-trust-source={`${page}#${section}`}
          >
            {legal(`${key}.title`)}: {title}
          </Link>
        );
      })}
    </p>
  );
}

const cellClass = 'border-t border-white/10 px-3 py-2.5 align-top';
const headClass = 'px-3 pb-2 text-left text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * /sicherheit, the trust centre: each point of what we do for security and data protection, with the section of
 * the legal pages that states it, the retention periods, the sub-processors of this deployment, how to report a
 * vulnerability, and the contact form with the request for our data processing agreement filled in.
 */
export async function TrustPage({
  subProcessors,
  staffAccess,
  chatModel,
}: {
  /** Every place of the list, free ones included (hidden): their number is the same in every deployment. */
  subProcessors: readonly ShownSubProcessor[];
  staffAccess: StaffAccessFacts;
  /** "yes" when this deployment has a language model word the chat agent's answers, else "no". */
  chatModel: string;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('trust');
  // Texts that state periods, limits and addresses, filled in from their sources.
  const withValues = await getDataTranslations('trust');
  // Every argument as text: the periods and limits are shown as they are, never pluralised or formatted.
  const values = Object.fromEntries(
    Object.entries({ ...legalTextValues(locale), ...staffAccess, securityEmail: company.securityEmail }).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const point = (key: string) => trustPage.points.find((candidate) => candidate.key === key)!;
  const section = (key: string, children: React.ReactNode, intro?: string) => {
    const { id, icon } = point(key);
    return (
      <DocumentSection id={id} title={t(`points.${key as 'hosting'}.title`)} intro={intro}>
        <div className="flex gap-4">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent sm:inline-flex">
            <Icon name={icon} className="size-5" />
          </span>
          <div className="min-w-0 flex-1 space-y-3 text-[0.95rem] leading-relaxed text-fg/90">
            {children}
            <Sources point={point(key)} />
          </div>
        </div>
      </DocumentSection>
    );
  };
  const paragraphs = (key: 'hosting' | 'encryption' | 'staffAccess' | 'calls' | 'vulnerabilities') =>
    (t.raw(`points.${key}.paragraphs`) as string[]).map((_, index) => (
      <p key={index}>{withValues(`points.${key}.paragraphs.${index}`, values)}</p>
    ));

  return (
    <DocumentPage
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      data-trust-page
      lead={
        <DocumentToc
          title={t('toc')}
          entries={[
            ...trustPage.points.map(({ key, id }) => ({ id, label: t(`points.${key as 'hosting'}.title`) })),
            { id: 'avv', label: t('dpa.title') },
          ]}
        />
      }
    >
      {section('hosting', paragraphs('hosting'))}
      {section(
        'encryption',
        <>
          {paragraphs('encryption')}
          <CheckList items={t.raw('points.encryption.list') as string[]} className="space-y-1.5" />
          <p>{t('points.encryption.closing')}</p>
        </>,
      )}
      {section('staffAccess', paragraphs('staffAccess'))}
      {section(
        'retention',
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" data-retention>
            <caption className="sr-only">{t('points.retention.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t('points.retention.what')}
                </th>
                <th scope="col" className={headClass}>
                  {t('points.retention.kept')}
                </th>
              </tr>
            </thead>
            <tbody>
              {trustPage.retention.map((item) => (
                <tr key={item} data-retention-item={item}>
                  <th scope="row" className={`${cellClass} text-left font-medium`}>
                    {t(`points.retention.items.${item}.what`)}
                  </th>
                  <td className={cellClass}>{withValues(`points.retention.items.${item}.kept`, values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
        t('points.retention.intro'),
      )}
      {section(
        'rights',
        <>
          <p>{t('points.rights.intro')}</p>
          <CheckList items={t.raw('points.rights.list') as string[]} className="space-y-1.5" />
          <p>{withValues('points.rights.how', values)}</p>
        </>,
      )}
      {section('calls', paragraphs('calls'))}
      {section(
        'chatAnalytics',
        <>
          <p>{withValues('points.chatAnalytics.chat', values)}</p>
          <p data-chat-model data-shown={chatModel} className="data-[shown=no]:hidden">
            {t('points.chatAnalytics.chatModel')}
          </p>
          <p>{t('points.chatAnalytics.analytics')}</p>
        </>,
      )}
      {section(
        'subProcessors',
        <ul aria-label={t('points.subProcessors.caption')} className="grid gap-3 md:grid-cols-2" data-sub-processors>
          {subProcessors.map((processor, place) => (
            <li
              // The places are fixed; what fills them is the deployment's.
              key={place}
              className="rounded-2xl border border-white/10 bg-white/[0.04] p-4 data-[shown=no]:hidden"
              data-shown={processor.shown}
            >
              <p className="font-semibold">{processor.name}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{t('points.subProcessors.purpose')}</dt>
                <dd>{processor.purpose}</dd>
                <dt className="text-muted">{t('points.subProcessors.location')}</dt>
                <dd>{processor.country}</dd>
                <dt className="text-muted">{t('points.subProcessors.safeguard')}</dt>
                <dd>{processor.safeguard}</dd>
              </dl>
            </li>
          ))}
        </ul>,
        t('points.subProcessors.intro'),
      )}
      {section(
        'vulnerabilities',
        <>
          {paragraphs('vulnerabilities')}
          <p>
            <a href={SECURITY_TXT_PATH} className="text-accent underline-offset-4 hover:underline" data-security-txt>
              {t('points.vulnerabilities.securityTxt')}
            </a>
          </p>
        </>,
      )}
      <aside id="avv" aria-labelledby="avv-title" className="glass grid scroll-mt-24 gap-4 rounded-3xl p-6 md:p-10" data-closing-cta>
        <h2 id="avv-title" className="text-gradient text-2xl font-bold tracking-tight text-balance md:text-3xl">
          {t('dpa.title')}
        </h2>
        <p className="max-w-2xl text-muted">{t('dpa.text')}</p>
        <FormMessages>
          <ContactForm topic={{ inquiry: 'other', comment: t('dpa.comment') }} />
        </FormMessages>
      </aside>
    </DocumentPage>
  );
}
