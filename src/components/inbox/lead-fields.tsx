import { getLocale, getTranslations } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { leadDeclaration } from '@/lib/enquiries/kinds';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { LeadView } from '@/lib/inbox/lead-view';
import { timeFormatter } from './format';
import { panel } from './styles';
import { topicLabeller } from './topic-label';

const common = ['createdAt', 'language', 'closedAt', 'ip', 'userAgent'] as const;
const timeFields = new Set(['createdAt', 'closedAt', 'callAfter']);

/** Every stored field of a lead, for a callback the proof of consent, and the chat conversation attached. */
export async function LeadFields({ kind, record }: { kind: LeadKind; record: LeadView['record'] }) {
  const locale = await getLocale();
  const t = await getTranslations('staff');
  const fieldLabel = await getDataTranslations('staff.fields');
  const time = timeFormatter(locale);
  const topic = await topicLabeller();
  const shown = (field: string) => {
    const value = record[field];
    if (timeFields.has(field)) return time(value as Date | null);
    if (field === leadDeclaration(kind).topic?.field) return topic(kind, value as string);
    return value === null || value === undefined || value === '' ? '–' : String(value);
  };
  const link = (field: string, text: string) =>
    field === 'email' && text !== '–' ? (
      <a href={`mailto:${text}`} className="text-accent hover:underline">
        {text}
      </a>
    ) : field === 'phone' ? (
      <a href={`tel:${text}`} className="text-accent hover:underline">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <section aria-labelledby="lead-fields" className={panel}>
      <h2 id="lead-fields" className="mb-4 text-lg font-semibold">
        {t('detail.fields')}
      </h2>
      {record.suppressedReason ? (
        <p className="mb-4 rounded-xl border border-danger/50 px-4 py-3 text-sm text-danger">{t('detail.suppressed')}</p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {[...leadDeclaration(kind).fields, ...common].map((field) => (
          <div key={field} className="contents">
            <dt className="text-sm text-muted">{fieldLabel(field)}</dt>
            <dd className="break-words whitespace-pre-wrap" data-field={field}>
              {link(field, shown(field) ?? '–')}
            </dd>
          </div>
        ))}
      </dl>
      {kind === 'callback' && record.consentVersion ? (
        <div className="mt-6 border-t border-white/10 pt-5" data-consent-proof>
          <h3 className="mb-3 font-semibold">{t('detail.consent')}</h3>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            <dt className="text-sm text-muted">{t('detail.consentVersion')}</dt>
            <dd>{String(record.consentVersion)}</dd>
            <dt className="text-sm text-muted">{t('detail.consentText')}</dt>
            <dd className="whitespace-pre-wrap">{String(record.consentText ?? '–')}</dd>
            <dt className="text-sm text-muted">{t('detail.consentHash')}</dt>
            <dd className="font-mono text-xs break-all">{String(record.consentHash ?? '–')}</dd>
          </dl>
        </div>
      ) : null}
      {Array.isArray(record.chatTranscript) ? (
        <div className="mt-6 border-t border-white/10 pt-5" data-chat-transcript>
          <h3 className="mb-3 font-semibold">{t('detail.chatTranscript')}</h3>
          <ol className="space-y-2 text-sm">
            {(record.chatTranscript as { role: string; content: string }[]).map((message, index) => (
              <li key={index} className="whitespace-pre-wrap">
                <span className="text-muted">{message.role === 'user' ? '›' : '‹'}</span> {message.content}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
