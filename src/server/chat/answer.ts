import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { ChatMessage } from '@/lib/schemas/chat';
import { serverTranslator } from '../i18n';
import { pagesAnswer, pagesAnswerFollowUp } from './decline';
import { isFollowUp, languageAskedFor, staysWithSubject } from './follow-up';
import type { Passage } from './page-passages';
import { passageIndex, searchPassages, type PageHit, type PassageHit } from './search-index';
import type { Tokenize } from './tokens';

/** At most this many pages are cited, and only those that score this share of the best one. */
const MAX_SOURCES = 3;
const SOURCE_SCORE_SHARE = 0.35;

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
function extract(hit: PassageHit, questionTerms: Tokenize, question: string): string {
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

/** How much the visitor's earlier question counts beside a follow-up's own words ("and what does it cost?" after the chat agent). */
const CONTEXT_WEIGHT = 0.75;

type Found = { hit: PassageHit; pages: PageHit[]; hits: PassageHit[]; question: string };

/** The best passage for a question, read with the question before it when it is a follow-up; null when the pages do not answer it. */
async function findAnswer(locale: Locale, question: string, previous: string | undefined): Promise<Found | null> {
  const { tokenize } = await passageIndex(locale);
  const context = previous && isFollowUp(question, tokenize(question).length) ? previous : '';
  const search = await searchPassages(locale, question, 8, context, CONTEXT_WEIGHT);
  const { hits, pages } = search;
  const hit = hits.find((candidate) => candidate.passage.page === pages[0]?.page);
  const answered = context
    ? await pagesAnswerFollowUp(
        locale,
        search,
        () => searchPassages(locale, `${context} ${question}`),
        staysWithSubject(question) ? () => searchPassages(locale, context) : null,
      )
    : pagesAnswer(locale, search);
  if (!hit || !answered) return null;
  return { hit, pages, hits, question };
}

/** The same passages in another language (the catalogue key is the same in every language), best first. */
async function inLanguage(locale: Locale, found: Found): Promise<Found | null> {
  const { passages } = await passageIndex(locale);
  const same = (hit: PassageHit): PassageHit | null => {
    const passage = passages.find((candidate) => candidate.key === hit.passage.key && candidate.page === hit.passage.page);
    return passage ? { passage, score: hit.score } : null;
  };
  const hit = same(found.hit);
  if (!hit) return null;
  const hits = found.hits.map(same).filter((candidate) => candidate !== null);
  const pages = found.pages.map((page) => {
    const passage = passages.find((candidate) => candidate.page === page.page)!;
    return { ...page, url: passage.url, title: passage.pageTitle };
  });
  return { hit, hits, pages, question: '' };
}

/**
 * The retrieval answer: the best passage of our own pages quoted with its page, or, when no
 * passage covers the question, an honest "I don't know" with the offer of a callback or an enquiry.
 * A follow-up is read with the question before it; "in Greek please" answers the question before it in Greek.
 */
export async function answerFromPages(locale: Locale, messages: readonly ChatMessage[]): Promise<ChatAnswer> {
  const asked = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = asked.at(-1) ?? '';
  const switchTo = asked.length > 1 ? languageAskedFor(last) : null;
  const language = switchTo ?? locale;
  const found = switchTo
    ? await findAnswer(locale, asked.at(-2)!, asked.at(-3)).then((inOwn) => inOwn && inLanguage(switchTo, inOwn))
    : await findAnswer(locale, last, asked.at(-2));
  const t = await serverTranslator(language);
  if (!found) {
    const nearest = (await searchPassages(locale, last, 1)).hits[0];
    return { answer: t('api.chat.unknown'), sources: [], handoff: true, language, page: nearest?.passage.page ?? null, passages: [] };
  }
  const index = await passageIndex(language);
  return {
    answer: t('api.chat.fromPage', { page: found.hit.passage.pageTitle, quote: extract(found.hit, index.tokenize, found.question) }),
    sources: citedPages(found.pages),
    handoff: false,
    language,
    page: found.hit.passage.page,
    passages: found.hits.map((hit) => hit.passage),
  };
}
