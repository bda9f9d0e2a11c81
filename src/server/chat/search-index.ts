import 'server-only';
import { create, insertMultiple, search, type Orama } from '@orama/orama';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as greekStemmer } from '@orama/stemmers/greek';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as greekStopwords } from '@orama/stopwords/greek';
import type { Locale } from '@/i18n/locales';
import { pagePassages, type Passage } from './page-passages';
import { relatedWords } from './related-words';

/**
 * Lower case without accents ("Rückruf" → "ruckruf", "τιμή" → "τιμη") and hyphens ("GDPR-compliant" is two words), applied to the pages and to
 * every question alike, so a visitor who types without accents (common in Greek) finds the same passages.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-‐‑–—/'’]/gu, ' ')
    .toLowerCase()
    .replace(/ς/gu, 'σ');
}

/**
 * Words of a question that carry no subject (question words, "can you", articles the stock lists lack),
 * beside Orama's stop-word lists; written folded, as foldAccents leaves them.
 */
const questionWords = {
  de: [
    'gibt',
    'kann',
    'konnen',
    'konnte',
    'bitte',
    'auch',
    'wie',
    'was',
    'welche',
    'welcher',
    'welches',
    'wer',
    'wann',
    'wo',
    'ihr',
    'ihre',
    'ihrer',
    'ihnen',
    'mir',
    'mich',
    'ich',
    'man',
    'es',
    'uns',
    'unsere',
    'mein',
    'meine',
    'meinem',
    'meinen',
    'meiner',
    'lange',
    'viel',
    'eigentlich',
  ],
  en: [
    'a',
    'an',
    'can',
    'could',
    'would',
    'much',
    'many',
    'also',
    'too',
    'please',
    'tell',
    'let',
    'know',
    'want',
    'need',
    'like',
    'any',
    'there',
    'get',
    'us',
    'it',
    'long',
  ],
  el: [
    'ποιοσ',
    'ποια',
    'ποιο',
    'ποιεσ',
    'ποιουσ',
    'ποιοι',
    'ποιων',
    'πωσ',
    'ποσο',
    'ποση',
    'ποσα',
    'ποσεσ',
    'ποσοι',
    'ποτε',
    'που',
    'τι',
    'μπορω',
    'μπορει',
    'μπορειτε',
    'μπορουν',
    'μπορουμε',
    'εχετε',
    'εχω',
    'εχει',
    'υπαρχει',
    'υπαρχουν',
    'σασ',
    'μου',
    'μασ',
    'τη',
    'την',
    'του',
    'τησ',
    'το',
    'τα',
    'τον',
    'των',
    'τισ',
    'τουσ',
    'οι',
    'ο',
    'η',
    'ενα',
    'ενασ',
    'μια',
    'μιασ',
    'ενοσ',
    'με',
    'σε',
    'στη',
    'στην',
    'στο',
    'στον',
    'στα',
    'στισ',
    'στουσ',
    'στων',
    'και',
    'να',
    'θα',
    'ειναι',
    'παρακαλω',
    'επισησ',
    'αυτο',
  ],
} as const;

/** A stem of one letter (Greek "σας" → "σ") matches every word by prefix: dropped. */
const atLeastTwoLetters = (stem: (word: string) => string) => (word: string) => {
  const stemmed = stem(word);
  return stemmed.length < 2 ? '' : stemmed;
};

/** Greek text names products in English ("AI agents"): Latin words get the English stemmer. */
const greekWithLatin = (word: string) => (/^[a-z0-9]+$/.test(word) ? englishStemmer(word) : greekStemmer(word));

const languages = {
  de: { name: 'german', stemmer: atLeastTwoLetters(germanStemmer), stopWords: [...germanStopwords, ...questionWords.de] },
  en: { name: 'english', stemmer: atLeastTwoLetters(englishStemmer), stopWords: [...englishStopwords, ...questionWords.en] },
  el: { name: 'greek', stemmer: atLeastTwoLetters(greekWithLatin), stopWords: [...greekStopwords, ...questionWords.el] },
} as const;

const schema = { heading: 'string', text: 'string', related: 'string', passage: 'number' } as const;

type PassageIndex = {
  db: Orama<typeof schema>;
  passages: Passage[];
  /** The folded, stemmed terms of each passage and of its related words, for how much of a question a passage covers. */
  passageTerms: Set<string>[];
  /** How many passages hold each term (inverse document frequency: a rare term counts more). */
  termPassages: Map<string, number>;
  /** Every folded word the pages use (before stemming): what a German compound is split into. */
  words: Set<string>;
  tokenize: (text: string) => string[];
};

/** How many letters a held word may run on past a term and still count as the same word ("autom" → "automat", not "wett" → "wettbewerb"). */
const PREFIX_SLACK = 3;
/** A term that runs on past a held stem of at least this length is an inflection of it (Greek "απαντατ" and "απαντ"). */
const MIN_STEM_INSIDE = 5;

/** Whether a passage holds a term: the stem itself, one it begins with a short ending, or a longer form of a held stem. */
function holds(terms: Set<string>, term: string): boolean {
  if (terms.has(term)) return true;
  for (const held of terms) {
    if (held.startsWith(term) && held.length - term.length <= PREFIX_SLACK) return true;
    if (held.length >= MIN_STEM_INSIDE && term.startsWith(held) && term.length - held.length <= PREFIX_SLACK) return true;
  }
  return false;
}

/** The words of `related` groups a passage's terms touch, as one string (an unseen field of the passage). */
function relatedTo(terms: Set<string>, groups: readonly { words: string; stems: string[] }[]): string {
  return groups
    .filter((group) => group.stems.some((stem) => terms.has(stem)))
    .map((group) => group.words)
    .join(' ');
}

async function buildIndex(locale: Locale): Promise<PassageIndex> {
  const language = languages[locale];
  const db = create({
    schema,
    components: {
      tokenizer: {
        language: language.name,
        stemming: true,
        stemmer: language.stemmer,
        stopWords: [...new Set(language.stopWords.map(foldAccents))],
      },
    },
  });
  const passages = await pagePassages(locale);
  const tokenize = (text: string) => [...new Set(db.tokenizer.tokenize(foldAccents(text), language.name))];
  const groups = relatedWords[locale].map((group) => {
    const words = group.map(foldAccents).join(' ');
    return { words, stems: tokenize(words) };
  });
  const ownTerms = passages.map((passage) => new Set(tokenize(`${passage.heading} ${passage.text}`)));
  const related = ownTerms.map((terms) => relatedTo(terms, groups));
  const passageTerms = ownTerms.map((terms, at) => new Set([...terms, ...tokenize(related[at]!)]));
  await insertMultiple(
    db,
    passages.map((passage, at) => ({
      heading: foldAccents(passage.heading),
      text: foldAccents(passage.text),
      related: related[at]!,
      passage: at,
    })),
  );
  const termPassages = new Map<string, number>();
  for (const terms of passageTerms) for (const term of terms) termPassages.set(term, (termPassages.get(term) ?? 0) + 1);
  const words = new Set(passages.flatMap((passage) => foldAccents(`${passage.heading} ${passage.text}`).split(/[^\p{L}\p{N}]+/u)));
  return { db, passages, passageTerms, termPassages, words, tokenize };
}

const indexes = new Map<Locale, Promise<PassageIndex>>();

/** The index of a language, built from the pages on first use and kept for the life of the process. */
export function passageIndex(locale: Locale): Promise<PassageIndex> {
  if (!indexes.has(locale)) indexes.set(locale, buildIndex(locale));
  return indexes.get(locale)!;
}

/** German glues words together ("Büroadresse"); a compound no page uses is read as the two words the pages use. */
const LINKING_ENDINGS = ['s', 'n', 'en', 'e'];
const MIN_PART = 3;

function splitCompound(word: string, words: Set<string>): string {
  if (word.length < 2 * MIN_PART + 2 || words.has(word)) return word;
  const known = (part: string) =>
    part.length >= MIN_PART && (words.has(part) || [...words].some((held) => held.length > part.length && held.startsWith(part)));
  for (let at = word.length - MIN_PART; at >= MIN_PART; at -= 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (!known(tail) || tail.length < 4) continue;
    const candidates = [head, ...LINKING_ENDINGS.filter((ending) => head.endsWith(ending)).map((ending) => head.slice(0, -ending.length))];
    const stem = candidates.find((candidate) => candidate.length >= MIN_PART && words.has(candidate));
    if (stem) return `${stem} ${tail}`;
  }
  return word;
}

/** The question as the index reads it: folded, and for German with its unknown compounds split. */
function readQuestion(locale: Locale, question: string, index: PassageIndex): string {
  const folded = foldAccents(question);
  if (locale !== 'de') return folded;
  return folded
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) => (/^[\p{L}]+$/u.test(part) ? splitCompound(part, index.words) : part))
    .join('');
}

export type PassageHit = { passage: Passage; score: number };
export type PageHit = { page: string; url: string; title: string; score: number };

/** What a search found: the passages and the pages, best first, and how well the best page covers the question. */
export type PassageSearch = {
  hits: PassageHit[];
  pages: PageHit[];
  /**
   * The share of the question's terms, each weighted by its rarity, that the best page's passages among the
   * hits hold. A term no page uses weighs most: it is what the pages cannot answer.
   */
  coverage: number;
  /** The share of the question's weight in terms that no page uses at all. */
  unknown: number;
};

/** Passages read for a question; the best ones are re-ranked by how much of the question they cover. */
const CANDIDATES = 40;
/** A page's score: its best passage's, plus this share of each further passage's (a page that answers in several places). */
const FURTHER_PASSAGE_SHARE = 0.15;

/**
 * The passages and pages that best answer `question`: BM25 over heading (counted double), text and related words,
 * each passage's score multiplied by the square of the share of the question it covers (a passage that holds every
 * word beats one that repeats a single word).
 */
export async function searchPassages(locale: Locale, question: string, limit = 8): Promise<PassageSearch> {
  const index = await passageIndex(locale);
  const read = readQuestion(locale, question, index);
  const terms = index.tokenize(read);
  if (terms.length === 0) return { hits: [], pages: [], coverage: 0, unknown: 0 };
  const total = index.passages.length;
  const known = terms.map((term) => index.passageTerms.some((held) => holds(held, term)));
  const weights = terms.map((term, at) =>
    known[at] ? Math.log(1 + total / (1 + (index.termPassages.get(term) ?? 0))) : Math.log(1 + total),
  );
  const questionWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const coverageOf = (held: Set<string>[]) =>
    terms.reduce((sum, term, at) => (held.some((set) => holds(set, term)) ? sum + weights[at]! : sum), 0) / questionWeight;
  const results = await search(index.db, {
    term: read,
    properties: ['heading', 'text', 'related'],
    boost: { heading: 2, related: 1 },
    threshold: 1,
    limit: CANDIDATES,
  });
  const ranked = results.hits
    .map((hit) => {
      const at = hit.document.passage;
      const coverage = coverageOf([index.passageTerms[at]!]);
      return { passage: index.passages[at]!, at, score: hit.score * coverage * coverage };
    })
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return { hits: [], pages: [], coverage: 0, unknown: 1 };
  const pages = new Map<string, PageHit & { passages: number[] }>();
  for (const hit of ranked) {
    const page = pages.get(hit.passage.page);
    if (page) {
      page.score += hit.score * FURTHER_PASSAGE_SHARE;
      page.passages.push(hit.at);
    } else {
      pages.set(hit.passage.page, {
        page: hit.passage.page,
        url: hit.passage.url,
        title: hit.passage.pageTitle,
        score: hit.score,
        passages: [hit.at],
      });
    }
  }
  const pageList = [...pages.values()].sort((a, b) => b.score - a.score);
  const top = pageList[0]!;
  const unknown = terms.reduce((sum, _, at) => (known[at] ? sum : sum + weights[at]!), 0);
  return {
    hits: ranked.slice(0, limit).map(({ passage, score }) => ({ passage, score })),
    pages: pageList.map(({ page, url, title, score }) => ({ page, url, title, score })),
    coverage: coverageOf(top.passages.map((at) => index.passageTerms[at]!)),
    unknown: unknown / questionWeight,
  };
}
