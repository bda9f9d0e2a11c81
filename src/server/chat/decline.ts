import type { PassageSearch } from './search-index';

/**
 * The pages answer a question when one of the best page's visitor phrasings is at least MIN_PHRASING alike to it, or
 * when that page holds at least MIN_COVERAGE of the question's rarity-weighted terms and less than MAX_UNKNOWN of that
 * weight is in words no page uses. Set on the tuning half of the evaluation questions (decision 036).
 */
const MIN_PHRASING = 0.45;
const MIN_COVERAGE = 0.5;
const MAX_UNKNOWN = 0.3;

/** Whether the pages answer what was searched for; otherwise the chat declines and the voice tool returns nothing. */
export function pagesAnswer({ pages, coverage, unknown, phrasing }: PassageSearch): boolean {
  return pages.length > 0 && (phrasing >= MIN_PHRASING || (coverage >= MIN_COVERAGE && unknown < MAX_UNKNOWN));
}
