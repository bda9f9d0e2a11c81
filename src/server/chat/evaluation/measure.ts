import type { Locale } from '@/i18n/locales';
import { pagePathname } from '@/i18n/negotiate';
import type { ChatMessage } from '@/lib/schemas/chat';
import type { QuestionSet } from './evaluation-set';

export type Reply = { answer: string; sources: { url: string }[]; handoff: boolean; language: Locale };
export type Ask = (language: Locale, messages: ChatMessage[]) => Promise<Reply>;
/** The voice agent's knowledge tool: the absolute addresses of the passages it returns for a question, best first. */
export type LookUp = (language: Locale, query: string) => Promise<string[]>;

export type Figures = {
  answerable: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  /** The share of answerable questions declined (no source, a handoff). */
  answerableDeclined: number;
  unanswerable: number;
  /** The share of unanswerable questions declined. */
  declined: number;
  followUps: number;
  /** The share of follow-ups answered in the language asked for with an expected page among the first three sources. */
  followUpHits: number;
  /** The knowledge tool: the share of answerable questions with an expected page among its first three results, and of unanswerable ones with none. */
  toolHitAt3: number;
  toolEmpty: number;
  p50: number;
  p95: number;
};

export type Measured = { figures: Figures; misses: string[] };

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

const share = (count: number, of: number) => (of === 0 ? 0 : count / of);

/**
 * Whether a cited page is one the question expects. A customer story is part of its industry page (the page shows
 * it, and the story's own page came later than most questions): it counts where its industry page is expected.
 */
const isExpected = (page: string, pages: readonly string[]) =>
  pages.includes(page) || pages.some((expected) => /^\/usecase\/[^/]+$/.test(expected) && page.startsWith(`${expected}/`));

/** The rank (0 = first) of the first cited page that is an expected one, or -1. */
function rankOf(reply: Reply, pages: readonly string[]): number {
  return reply.sources.map((source) => pagePathname(source.url)).findIndex((page) => isExpected(page, pages));
}

const cited = (reply: Reply) => reply.sources.map((source) => pagePathname(source.url)).join(', ') || 'declined';

/** Asks every question of `set` in `language` and measures what came back; a miss names the question, what was cited and what was expected. */
export async function measure(language: Locale, set: QuestionSet, ask: Ask, lookUp: LookUp): Promise<Measured> {
  const times: number[] = [];
  const misses: string[] = [];
  const timed = async (messages: ChatMessage[]) => {
    const started = performance.now();
    const reply = await ask(language, messages);
    times.push(performance.now() - started);
    return reply;
  };
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let answerableDeclined = 0;
  for (const { question, pages } of set.answerable) {
    const reply = await timed([{ role: 'user', content: question }]);
    const rank = rankOf(reply, pages);
    if (rank === 0) hit1 += 1;
    if (rank >= 0 && rank < 3) hit3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (reply.handoff) answerableDeclined += 1;
    if (rank < 0 || rank >= 3) misses.push(`${question} → ${cited(reply)} (expected ${pages.join(', ')})`);
  }
  let declined = 0;
  for (const question of set.unanswerable) {
    const reply = await timed([{ role: 'user', content: question }]);
    if (reply.handoff && reply.sources.length === 0) declined += 1;
    else misses.push(`${question} → answered from ${cited(reply)} (should decline)`);
  }
  const timedLookUp = async (query: string) => {
    const started = performance.now();
    const urls = await lookUp(language, query);
    times.push(performance.now() - started);
    return urls;
  };
  let toolHits = 0;
  for (const { question, pages } of set.answerable) {
    const urls = await timedLookUp(question);
    if (urls.slice(0, 3).some((url) => isExpected(pagePathname(new URL(url).pathname), pages))) toolHits += 1;
    else misses.push(`knowledge tool: ${question} → ${urls.map((url) => pagePathname(new URL(url).pathname)).join(', ') || 'nothing'}`);
  }
  let toolEmpty = 0;
  for (const question of set.unanswerable) {
    const urls = await timedLookUp(question);
    if (urls.length === 0) toolEmpty += 1;
    else misses.push(`knowledge tool: ${question} → ${urls.length} results (should return none)`);
  }
  let followUpHits = 0;
  for (const { first, second, pages, secondLanguage } of set.followUps) {
    const firstReply = await timed([{ role: 'user', content: first }]);
    const reply = await timed([
      { role: 'user', content: first },
      { role: 'assistant', content: firstReply.answer },
      { role: 'user', content: second },
    ]);
    const rank = rankOf(reply, pages);
    if (rank >= 0 && rank < 3 && reply.language === secondLanguage) followUpHits += 1;
    else misses.push(`${first} ↦ ${second} → ${cited(reply)} in ${reply.language} (expected ${pages.join(', ')} in ${secondLanguage})`);
  }
  const answerable = set.answerable.length;
  return {
    figures: {
      answerable,
      hitAt1: share(hit1, answerable),
      hitAt3: share(hit3, answerable),
      mrr: share(reciprocal, answerable),
      answerableDeclined: share(answerableDeclined, answerable),
      unanswerable: set.unanswerable.length,
      declined: share(declined, set.unanswerable.length),
      followUps: set.followUps.length,
      followUpHits: share(followUpHits, set.followUps.length),
      toolHitAt3: share(toolHits, answerable),
      toolEmpty: share(toolEmpty, set.unanswerable.length),
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
    },
    misses,
  };
}
