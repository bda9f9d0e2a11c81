import type { PassageSearch } from './search-index';

/**
 * Whether the pages answer a question, read from three signs of the best page: how much of the question it holds
 * (coverage, 0 to 1), how close its nearest visitor phrasing is (phrasing, 0 to 1), and how much its best passage holds
 * in rare words (matched: a question about "DATEV" and "Belege" held by one passage, not "good" alone). Each of them
 * alone misleads: a question in the visitor's own words shares no phrasing; one common word is all a page holds of an
 * off-topic question. Their weighted sum reaching ENOUGH says the pages answer; the weights and the bar were set
 * together on the tuning questions and the team's set (decision 038).
 */
const WEIGHT = { coverage: 1, phrasing: 1.6, matched: 0.1 } as const;
const ENOUGH = 2;

/** Whether the pages answer what was searched for; otherwise the chat declines and the voice tool returns nothing. */
export function pagesAnswer({ pages, coverage, phrasing, matched }: PassageSearch): boolean {
  if (pages.length === 0) return false;
  return WEIGHT.coverage * coverage + WEIGHT.phrasing * phrasing + WEIGHT.matched * matched >= ENOUGH;
}

/** The most of a follow-up's own weight that may be in words no page uses: more says it brings a subject of its own. */
const FOLLOW_UP_MAX_UNKNOWN = 0.5;

/**
 * Whether the pages answer a follow-up ("Are those net prices?" after the voice agent's price): read alone, or read
 * together with the question before it, unless its own words are mostly ones no page uses (a new subject the pages do
 * not cover, "Can I pay with Bitcoin?", is not answered with the earlier topic).
 */
export function pagesAnswerFollowUp(own: PassageSearch, together: PassageSearch): boolean {
  return pagesAnswer(own) || (own.unknown < FOLLOW_UP_MAX_UNKNOWN && pagesAnswer(together));
}
