/**
 * Greeklish: Greek typed in Latin letters ("poso kostizei?", "pws kanw aitisi"), as many Greek and Cypriot visitors
 * write on a phone. A Greeklish "i" may stand for ι, η, υ, ει or οι, so no letter-for-letter rule gives back the Greek
 * word; both scripts are instead reduced to one sound-alike key ("kostizei" and "κοστιζει" are both "kostizi"), and
 * the index reads a Latin word it lacks as the word of its pages with the same key (search-index.ts).
 * Both keys take words folded as foldAccents (tokens.ts) leaves them.
 */

/** Spellings of one sound, longest first within each list, each with the key it stands for. */
type Spellings = readonly (readonly [string, string])[];

const GREEK: Spellings = [
  ['ου', 'u'],
  ['ει', 'i'],
  ['οι', 'i'],
  ['υι', 'i'],
  ['αι', 'e'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['μπ', 'b'],
  ['ντ', 'd'],
  ['γκ', 'g'],
  ['γγ', 'g'],
  ['α', 'a'],
  ['β', 'v'],
  ['γ', 'g'],
  ['δ', 'd'],
  ['ε', 'e'],
  ['ζ', 'z'],
  ['η', 'i'],
  ['θ', '8'],
  ['ι', 'i'],
  ['κ', 'k'],
  ['λ', 'l'],
  ['μ', 'm'],
  ['ν', 'n'],
  ['ξ', '3'],
  ['ο', 'o'],
  ['π', 'p'],
  ['ρ', 'r'],
  ['σ', 's'],
  ['τ', 't'],
  ['υ', 'i'],
  // φ and β are both "v": Greeklish writes αυ, ευ as "af", "av", "ef" or "ev" by ear.
  ['φ', 'v'],
  ['χ', 'x'],
  ['ψ', 'ps'],
  ['ω', 'o'],
];

const LATIN: Spellings = [
  ['th', '8'],
  ['ch', 'x'],
  ['kh', 'x'],
  ['ks', '3'],
  ['ou', 'u'],
  ['ei', 'i'],
  ['oi', 'i'],
  ['yi', 'i'],
  ['ai', 'e'],
  ['au', 'av'],
  ['ay', 'av'],
  ['eu', 'ev'],
  ['ey', 'ev'],
  ['mp', 'b'],
  ['nt', 'd'],
  ['gk', 'g'],
  ['gg', 'g'],
  ['a', 'a'],
  ['b', 'b'],
  ['c', 'k'],
  ['d', 'd'],
  ['e', 'e'],
  ['f', 'v'],
  ['g', 'g'],
  // "h" is η for most writers ("kalhmera"); χ is written "x" or "ch".
  ['h', 'i'],
  ['i', 'i'],
  ['j', 'g'],
  ['k', 'k'],
  ['l', 'l'],
  ['m', 'm'],
  ['n', 'n'],
  ['o', 'o'],
  ['p', 'p'],
  ['q', 'k'],
  ['r', 'r'],
  ['s', 's'],
  ['t', 't'],
  ['u', 'u'],
  ['v', 'v'],
  ['w', 'o'],
  ['x', 'x'],
  ['y', 'i'],
  ['z', 'z'],
  ['8', '8'],
  ['3', '3'],
];

/** The key of a word in one script: its spellings replaced from the left, longest first, doubled sounds made one. */
function keyOf(word: string, spellings: Spellings): string | null {
  let key = '';
  let at = 0;
  while (at < word.length) {
    const spelling = spellings.find(([letters]) => word.startsWith(letters, at));
    if (!spelling) return null;
    if (!key.endsWith(spelling[1])) key += spelling[1];
    at += spelling[0].length;
  }
  return key;
}

/** The sound-alike key of a Greek word, or null for a word with other letters. */
export const greekKey = (word: string): string | null => keyOf(word, GREEK);

/** The sound-alike key of a Greeklish word, or null for a word with other letters. */
export const greeklishKey = (word: string): string | null => keyOf(word, LATIN);
