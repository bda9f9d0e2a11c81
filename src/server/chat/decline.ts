import type { Locale } from '@/i18n/locales';
import { answerability } from './answerability';
import { chatLanguage } from './languages/chat-languages';
import type { PassageSearch } from './search-index';

/**
 * The log-odds from which the chat answers (decisions 054, 056): below even odds, because "I don't know" to a question
 * the pages answer costs a visitor more than a quote to one they do not (the targets allow half as many of the first).
 * It is the bar at which the cross-validated declines of the tuning set, the earlier held-out sets, come nearest the
 * targets in the three languages together (`npm run eval:chat -- --tuning` prints them at the bars around it).
 */
export const ANSWER_BAR = -0.2;

/** Whether the pages answer what was searched for; otherwise the chat declines and the voice tool returns nothing. */
export function pagesAnswer(locale: Locale, search: PassageSearch): boolean {
  if (search.pages.length === 0) return false;
  return answerability(chatLanguage(locale).answerability, search) >= ANSWER_BAR;
}

/** The most of a follow-up's own weight that may be in words no page uses: more says it brings a subject of its own. */
const FOLLOW_UP_MAX_UNKNOWN = 0.5;

/**
 * Whether the pages answer a follow-up ("Are those net prices?" after the voice agent's price): read alone, or read
 * together with the question before it, unless its own words are mostly ones no page uses (a new subject the pages do
 * not cover, "Can I pay with Bitcoin?", is not answered with the earlier topic). A follow-up that stays with the
 * subject of the question before ("What about Magento?" after Shopify, "is it on Zoom?" after the strategy session;
 * follow-up.ts) is answered where that question, searched by `before`, is: its new words may be ones no page uses,
 * and the pages' answer on the subject is the one to give. The searches `together` and `before` run only when needed.
 */
export async function pagesAnswerFollowUp(
  locale: Locale,
  own: PassageSearch,
  together: () => Promise<PassageSearch>,
  before: (() => Promise<PassageSearch>) | null,
): Promise<boolean> {
  if (pagesAnswer(locale, own)) return true;
  if (before) return pagesAnswer(locale, await together()) || pagesAnswer(locale, await before());
  return own.unknown < FOLLOW_UP_MAX_UNKNOWN && pagesAnswer(locale, await together());
}
