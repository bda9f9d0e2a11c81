import 'server-only';
import type { Locale } from '@/i18n/locales';
import { pagesAnswer } from './decline';
import { searchPassages } from './search-index';

/** The most passages a voice platform's tool call gets, and the longest text of each (a voice agent reads it, it does not recite it). */
const MAX_RESULTS = 5;
const MAX_TEXT = 700;

export type KnowledgeResult = { title: string; text: string; url: string };

/** A passage's text cut at the last sentence end within MAX_TEXT characters. */
function bounded(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  const cut = text.slice(0, MAX_TEXT);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > 0 ? cut.slice(0, end + 1) : cut;
}

/**
 * The chat agent's knowledge for another channel (the voice agent's tool call): the best passages of the pages that
 * answer `query`, at most one per page, best first, with the page's absolute address; none when the chat would
 * decline the question.
 */
export async function searchKnowledge(locale: Locale, query: string, siteUrl: string): Promise<KnowledgeResult[]> {
  const search = await searchPassages(locale, query, 40);
  if (!pagesAnswer(locale, search)) return [];
  return search.pages.slice(0, MAX_RESULTS).flatMap(({ page }) => {
    const passage = search.hits.find((hit) => hit.passage.page === page)?.passage;
    if (!passage) return [];
    const title = passage.heading === passage.pageTitle ? passage.pageTitle : `${passage.pageTitle}: ${passage.heading}`;
    return [{ title, text: bounded(passage.text), url: new URL(passage.url, siteUrl).href }];
  });
}
