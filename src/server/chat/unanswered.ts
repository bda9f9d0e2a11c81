import 'server-only';
import { count, desc, gte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import type { Database } from '../db';
import { chatUnanswered } from '../db/schema';
import { withoutContactDetails } from './without-contacts';

const DAY_MS = 24 * 60 * 60_000;

/** The question without e-mail addresses and phone-like numbers, on one line, at most 300 characters. */
export function anonymisedQuestion(question: string): string {
  return withoutContactDetails(question).replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** What became of a question the team should look at: declined, or answered and then "that did not help" or a handoff. */
export type ChatOutcome = (typeof chatUnanswered.outcome.enumValues)[number];

/** Keeps a question our pages did not answer well, so the team can fill the gap (/inbox/chat); nothing about who asked. */
export async function recordUnanswered(
  db: Database,
  language: Locale,
  question: string,
  page: string | null,
  outcome: ChatOutcome = 'declined',
): Promise<void> {
  await db.insert(chatUnanswered).values({ language, page, question: anonymisedQuestion(question), outcome });
}

export type UnansweredGroup = {
  question: string;
  language: string;
  page: string | null;
  outcome: ChatOutcome;
  count: number;
  lastAskedAt: Date;
};

/**
 * The questions still kept (RETENTION.chatQuestionDays), grouped by what became of them, wording (case-insensitive),
 * language and page, most asked first.
 */
export async function unansweredGroups(db: Database, limit = 200, now = new Date()): Promise<UnansweredGroup[]> {
  const since = new Date(now.getTime() - RETENTION.chatQuestionDays * DAY_MS);
  const question = sql<string>`lower(${chatUnanswered.question})`;
  const rows = await db
    .select({
      question,
      language: chatUnanswered.language,
      page: chatUnanswered.page,
      outcome: chatUnanswered.outcome,
      count: count(),
      lastAskedAt: sql<Date>`max(${chatUnanswered.createdAt})`,
    })
    .from(chatUnanswered)
    .where(gte(chatUnanswered.createdAt, since))
    .groupBy(question, chatUnanswered.language, chatUnanswered.page, chatUnanswered.outcome)
    .orderBy(desc(count()), desc(sql`max(${chatUnanswered.createdAt})`))
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count), lastAskedAt: new Date(row.lastAskedAt) }));
}
