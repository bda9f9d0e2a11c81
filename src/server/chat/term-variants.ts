import type { Locale } from '@/i18n/locales';
import { chatLanguage } from './languages/chat-languages';

/** A term of the index that a question's term matches, and how sure the match is (1: the same stem). */
export type Variant = { term: string; similarity: number };

/** How many letters a held word may run on past a question's term of at least MIN_OPEN_PREFIX letters and still be the same word ("automat" → "automation"). */
const PREFIX_SLACK = 3;
const MIN_OPEN_PREFIX = 6;
/** The shortest stem an ending may be added to. */
const MIN_STEM = 3;
/** Terms at least this long are matched with one letter wrong, missing, added or two swapped (a typo); shorter stems are other words ("recip", "recep"). */
const MIN_TYPO_LENGTH = 6;

/**
 * Two stems that share a long beginning are forms of one root the stemmer cut differently (Greek "συμμορφωμεν" and
 * "συμμορφωσ", German "automatisch" and "automatisierung"): at least SAME_ROOT letters, and most of the shorter stem.
 */
const SAME_ROOT = 7;
const SAME_ROOT_SHARE = 0.8;

const SIMILARITY = { same: 1, inflection: 0.9, root: 0.8, typo: 0.7 } as const;

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

/** Whether `longer` is `shorter` inflected: an ending of the language added to it, or a few letters more on a long stem. */
function inflects(locale: Locale, longer: string, shorter: string): boolean {
  if (shorter.length < MIN_STEM || !longer.startsWith(shorter)) return false;
  const rest = longer.slice(shorter.length);
  return chatLanguage(locale).endings.includes(rest) || (shorter.length >= MIN_OPEN_PREFIX && rest.length <= PREFIX_SLACK);
}

/** The length of the beginning two words share. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
}

/** Whether two stems are forms of one root (see SAME_ROOT). */
function sameRoot(a: string, b: string): boolean {
  const shared = sharedStart(a, b);
  return shared >= SAME_ROOT && shared >= SAME_ROOT_SHARE * Math.min(a.length, b.length);
}

/** Per vocabulary: its terms by their first letter (every variant of a term begins with the same letter as one of its forms). */
const byFirstLetter = new WeakMap<ReadonlyMap<string, unknown>, Map<string, string[]>>();

function startingWith(vocabulary: ReadonlyMap<string, unknown>, letter: string): readonly string[] {
  if (!byFirstLetter.has(vocabulary)) {
    const buckets = new Map<string, string[]>();
    for (const held of vocabulary.keys()) {
      if (!buckets.has(held[0]!)) buckets.set(held[0]!, []);
      buckets.get(held[0]!)!.push(held);
    }
    byFirstLetter.set(vocabulary, buckets);
  }
  return byFirstLetter.get(vocabulary)!.get(letter) ?? [];
}

/** The index's terms that `term` is, is an inflection of, or is a typo of, each with its similarity; none for a word no page uses. */
export function variantsOf(locale: Locale, term: string, vocabulary: ReadonlyMap<string, unknown>): Variant[] {
  // A past participle is also read without its mark ("eingerichtet" as "einrichtet", languages/de.ts).
  const participle = chatLanguage(locale).participle?.exec(term) ?? null;
  const forms = participle ? [term, `${participle[1] ?? ''}${participle[2]}`] : [term];
  const variants: Variant[] = vocabulary.has(term) ? [{ term, similarity: SIMILARITY.same }] : [];
  const candidates = new Set(forms.flatMap((form) => startingWith(vocabulary, form[0]!)));
  for (const held of candidates) {
    if (held === term) continue;
    if (forms.some((form) => form === held || inflects(locale, held, form) || inflects(locale, form, held)))
      variants.push({ term: held, similarity: SIMILARITY.inflection });
    else if (sameRoot(term, held)) variants.push({ term: held, similarity: SIMILARITY.root });
    else if (term.length >= MIN_TYPO_LENGTH && held[0] === term[0] && oneEditApart(term, held))
      variants.push({ term: held, similarity: SIMILARITY.typo });
  }
  return variants;
}
