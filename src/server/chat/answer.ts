import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { ChatMessage } from '@/lib/schemas/chat';
import { serverTranslator } from '../i18n';
import type { Passage } from './page-passages';
import { passageIndex, searchPassages, type PageHit, type PassageHit } from './search-index';

/**
 * The pages answer a question when their best page holds at least MIN_COVERAGE of its rarity-weighted terms and
 * less than MAX_UNKNOWN of that weight is in words no page uses (tuned on the evaluation set, scripts/chat-eval.ts).
 */
const MIN_COVERAGE = 0.42;
const MAX_UNKNOWN = 0.36;

/** At most this many pages are cited, and only those that score this share of the best one. */
const MAX_SOURCES = 3;
const SOURCE_SCORE_SHARE = 0.35;

/** A question of at most this many words after an earlier one reads as a follow-up. */
const FOLLOW_UP_MAX_WORDS = 4;

/** The longest quoted extract, in characters. */
const MAX_EXTRACT = 520;

export type ChatSource = { url: string; title: string };
export type ChatAnswer = {
  answer: string;
  sources: ChatSource[];
  /** True when the agent offers a callback or an enquiry instead of an answer. */
  handoff: boolean;
  /** The language of the answer and its sources: the visitor's, or the one a follow-up asked for. */
  language: Locale;
  /** The page of the best passage (its own path), for the record of unanswered questions. */
  page: string | null;
  /** The passages the answer was found in, best first (what the generative mode may write from); none for a decline. */
  passages: Passage[];
};

/** Sentences end at . ! ? followed by a space (so 99.9% and 4–6 stay whole). */
const SENTENCE_END = /(?<=[.!?])\s+/u;

/** The sentences of the passage that share most terms with the question, in the passage's order, within MAX_EXTRACT. */
function extract(hit: PassageHit, questionTerms: (text: string) => string[], question: string): string {
  const sentences = hit.passage.text.split(SENTENCE_END).filter(Boolean);
  const wanted = new Set(questionTerms(question));
  const ranked = sentences
    .map((sentence, order) => ({ sentence, order, overlap: questionTerms(sentence).filter((term) => wanted.has(term)).length }))
    .sort((a, b) => b.overlap - a.overlap || a.order - b.order);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (chosen.length > 0 && (candidate.overlap === 0 || length + candidate.sentence.length > MAX_EXTRACT)) continue;
    chosen.push(candidate);
    length += candidate.sentence.length + 1;
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.sentence)
    .join(' ');
}

/** The pages to cite: the best one and those that score at least SOURCE_SCORE_SHARE of it, at most MAX_SOURCES. */
function citedPages(pages: PageHit[]): ChatSource[] {
  const best = pages[0]!;
  return pages
    .filter((page) => page.score >= best.score * SOURCE_SCORE_SHARE)
    .slice(0, MAX_SOURCES)
    .map((page) => ({ url: page.url, title: page.title }));
}

/** The questions to look up: the visitor's last one; a short follow-up ("and deadlines?") first together with the one before it. */
function questionsToTry(messages: readonly ChatMessage[]): string[] {
  const asked = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = asked.at(-1) ?? '';
  const previous = asked.at(-2);
  if (!previous) return [last];
  // A full question stands alone: read with the one before, an unanswerable question would borrow its answer.
  return last.split(/\s+/).length <= FOLLOW_UP_MAX_WORDS ? [`${previous} ${last}`, last] : [last];
}

/**
 * The retrieval answer: the best passage of our own pages quoted with its page, or, when no
 * passage covers the question, an honest "I don't know" with the offer of a callback or an enquiry.
 */
export async function answerFromPages(locale: Locale, messages: readonly ChatMessage[]): Promise<ChatAnswer> {
  const t = await serverTranslator(locale);
  const index = await passageIndex(locale);
  for (const question of questionsToTry(messages)) {
    const { hits, pages, coverage, unknown } = await searchPassages(locale, question);
    const best = hits.find((hit) => hit.passage.page === pages[0]?.page);
    if (!best || coverage < MIN_COVERAGE || unknown >= MAX_UNKNOWN) continue;
    const quote = extract(best, index.tokenize, question);
    return {
      answer: t('api.chat.fromPage', { page: best.passage.pageTitle, quote }),
      sources: citedPages(pages),
      handoff: false,
      language: locale,
      page: best.passage.page,
      passages: hits.map((hit) => hit.passage),
    };
  }
  const nearest = (await searchPassages(locale, questionsToTry(messages).at(-1)!, 1)).hits[0];
  return { answer: t('api.chat.unknown'), sources: [], handoff: true, language: locale, page: nearest?.passage.page ?? null, passages: [] };
}
