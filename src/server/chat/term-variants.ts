/** A term of the index that a question's term matches, and how sure the match is (1: the same stem). */
export type Variant = { term: string; similarity: number };

/** How many letters a held word may run on past a question's term and still be the same word ("autom" → "automat", not "wett" → "wettbewerb"). */
const PREFIX_SLACK = 3;
/** A question's term that runs on past a held stem of at least this length is an inflection of it (Greek "απαντατ" and "απαντ"). */
const MIN_STEM_INSIDE = 5;
/** Terms at least this long are matched with one letter wrong, missing, added or two swapped (a typo). */
const MIN_TYPO_LENGTH = 5;

const SIMILARITY = { same: 1, inflection: 0.9, typo: 0.7 } as const;

/** Whether two words differ by one edit: a letter changed, left out, added, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** The index's terms that `term` is, is an inflection of, or is a typo of, each with its similarity; none for a word no page uses. */
export function variantsOf(term: string, vocabulary: ReadonlyMap<string, unknown>): Variant[] {
  if (vocabulary.has(term) && term.length < MIN_TYPO_LENGTH) return [{ term, similarity: SIMILARITY.same }];
  const variants: Variant[] = vocabulary.has(term) ? [{ term, similarity: SIMILARITY.same }] : [];
  for (const held of vocabulary.keys()) {
    if (held === term) continue;
    if (
      (held.startsWith(term) && term.length >= 3 && held.length - term.length <= PREFIX_SLACK) ||
      (held.length >= MIN_STEM_INSIDE && term.startsWith(held) && term.length - held.length <= PREFIX_SLACK)
    )
      variants.push({ term: held, similarity: SIMILARITY.inflection });
    else if (term.length >= MIN_TYPO_LENGTH && held[0] === term[0] && oneEditApart(term, held))
      variants.push({ term: held, similarity: SIMILARITY.typo });
  }
  return variants;
}
