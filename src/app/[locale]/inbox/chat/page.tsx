import { getTranslations, setRequestLocale } from 'next-intl/server';
import { timeFormatter } from '@/components/inbox/format';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { panel } from '@/components/inbox/styles';
import type { Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import { unansweredGroups, type ChatOutcome } from '@/server/chat/unanswered';
import { database } from '@/server/db';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

/** The sections of the page, in the order the team works through them. */
const CHAT_OUTCOMES: readonly ChatOutcome[] = ['declined', 'not_helpful', 'handoff'];

/**
 * Questions the chat agent did not answer well, grouped: declined, answered but "that did not help", answered and
 * then handed off; with counts per language and page: where the pages need more content or the visitors' words.
 */
export default async function ChatQuestionsPage({ params }: PageProps<'/[locale]/inbox/chat'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const session = await requireStaff(locale, inboxPath(locale, '/chat'));
  const t = await getTranslations('staff.chatQuestions');
  const time = timeFormatter(locale);
  const groups = await unansweredGroups(await database());
  const perLanguage = new Map<string, number>();
  const perPage = new Map<string, number>();
  for (const group of groups) {
    perLanguage.set(group.language, (perLanguage.get(group.language) ?? 0) + group.count);
    perPage.set(group.page ?? '–', (perPage.get(group.page ?? '–') ?? 0) + group.count);
  }
  return (
    <InboxShell locale={locale} session={session} section="chat" title={t('title')}>
      <p className="mb-6 text-muted">{t('intro', { days: String(RETENTION.chatQuestionDays) })}</p>
      {groups.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <dl className="mb-6 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-chat-totals>
            <div>
              <dt className="font-semibold">{t('perLanguage')}</dt>
              {[...perLanguage].map(([language, count]) => (
                <dd key={language}>
                  {language}: {count}
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-semibold">{t('perPage')}</dt>
              {[...perPage]
                .sort((a, b) => b[1] - a[1])
                .map(([page, count]) => (
                  <dd key={page} className="break-all">
                    {page}: {count}
                  </dd>
                ))}
            </div>
          </dl>
          {CHAT_OUTCOMES.map((outcome) => {
            const inSection = groups.filter((group) => group.outcome === outcome);
            if (inSection.length === 0) return null;
            return (
              <section key={outcome} className="mb-8" data-chat-outcome={outcome} aria-labelledby={`chat-outcome-${outcome}`}>
                <h2 id={`chat-outcome-${outcome}`} className="text-lg font-semibold">
                  {t(`outcomes.${outcome}.title`)}
                </h2>
                <p className="mb-3 text-sm text-muted">{t(`outcomes.${outcome}.description`)}</p>
                <ul className="space-y-3">
                  {inSection.map((group) => (
                    <li key={`${group.language}:${group.page}:${group.question}`} className={panel} data-chat-question>
                      <div className="flex flex-wrap items-baseline justify-between gap-3">
                        <p className="font-medium break-words">{group.question}</p>
                        <span className="rounded-full border border-white/20 px-2.5 py-0.5 text-xs font-semibold">
                          {t('count', { count: group.count })}
                        </span>
                      </div>
                      <p className="mt-1 text-sm text-muted">
                        {group.language} · {t('page')}: {group.page ?? '–'} · {t('last', { time: time(group.lastAskedAt) })}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </InboxShell>
  );
}
