import type { PassageSearch } from './search-index';

/**
 * The pages answer a question when one of the best page's visitor phrasings is at least MIN_PHRASING alike to it; or
 * when that page holds at least MIN_COVERAGE of the question's rarity-weighted terms and less than MAX_UNKNOWN of that
 * weight is in words no page uses; or when the page matches it strongly (a score of at least STRONG_MATCH) and less
 * than MAX_UNKNOWN_IN_STRONG_MATCH is unknown (a long question in the visitor's own words, around what the page says).
 * Set together on the tuning half of the evaluation questions and the team's set (decision 036).
 */
const MIN_PHRASING = 0.45;
const MIN_COVERAGE = 0.55;
const MAX_UNKNOWN = 0.25;
const STRONG_MATCH = 15;
const MAX_UNKNOWN_IN_STRONG_MATCH = 0.5;

/** Whether the pages answer what was searched for; otherwise the chat declines and the voice tool returns nothing. */
export function pagesAnswer({ pages, coverage, unknown, phrasing }: PassageSearch): boolean {
  const best = pages[0];
  if (!best) return false;
  return (
    phrasing >= MIN_PHRASING ||
    (coverage >= MIN_COVERAGE && unknown < MAX_UNKNOWN) ||
    (best.score >= STRONG_MATCH && unknown < MAX_UNKNOWN_IN_STRONG_MATCH)
  );
}
