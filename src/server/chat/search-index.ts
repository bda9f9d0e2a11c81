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

const languages = {
  de: { name: 'german', stemmer: atLeastTwoLetters(germanStemmer), stopWords: [...germanStopwords, ...questionWords.de] },
  en: { name: 'english', stemmer: atLeastTwoLetters(englishStemmer), stopWords: [...englishStopwords, ...questionWords.en] },
  el: { name: 'greek', stemmer: atLeastTwoLetters(greekStemmer), stopWords: [...greekStopwords, ...questionWords.el] },
} as const;

const schema = { heading: 'string', text: 'string', passage: 'number' } as const;

type PassageIndex = {
  db: Orama<typeof schema>;
  passages: Passage[];
  /** The folded, stemmed terms of each passage, for how much of a question a passage covers. */
  passageTerms: Set<string>[];
  /** How many passages hold each term (inverse document frequency: a rare term counts more). */
  termPassages: Map<string, number>;
  tokenize: (text: string) => string[];
};

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
  await insertMultiple(
    db,
    passages.map((passage, index) => ({ heading: foldAccents(passage.heading), text: foldAccents(passage.text), passage: index })),
  );
  const tokenize = (text: string) => [...new Set(db.tokenizer.tokenize(foldAccents(text), language.name))];
  const passageTerms = passages.map((passage) => new Set(tokenize(`${passage.heading} ${passage.text}`)));
  const termPassages = new Map<string, number>();
  for (const terms of passageTerms) for (const term of terms) termPassages.set(term, (termPassages.get(term) ?? 0) + 1);
  return { db, passages, passageTerms, termPassages, tokenize };
}

const indexes = new Map<Locale, Promise<PassageIndex>>();

/** The index of a language, built from the pages on first use and kept for the life of the process. */
export function passageIndex(locale: Locale): Promise<PassageIndex> {
  if (!indexes.has(locale)) indexes.set(locale, buildIndex(locale));
  return indexes.get(locale)!;
}

/** Whether a passage holds a term, as Orama matches it: the word itself or one it begins (a stem "autom" finds "automat"). */
function holds(terms: Set<string>, term: string): boolean {
  if (terms.has(term)) return true;
  for (const held of terms) if (held.startsWith(term)) return true;
  return false;
}

export type PassageHit = { passage: Passage; score: number };

/** What a search found: the passages best first, and how well the best page covers the question. */
export type PassageSearch = {
  hits: PassageHit[];
  /**
   * The share of the question's terms, each weighted by its rarity, that the best page's passages among the
   * hits hold. A term no page uses weighs most: it is what the pages cannot answer.
   */
  coverage: number;
  /** The share of the question's weight in terms that no page uses at all. */
  unknown: number;
};

/** The passages that best answer `question`: BM25 over heading (counted double) and text, and the coverage of the best page. */
export async function searchPassages(locale: Locale, question: string, limit = 8): Promise<PassageSearch> {
  const index = await passageIndex(locale);
  const terms = index.tokenize(question);
  if (terms.length === 0) return { hits: [], coverage: 0, unknown: 0 };
  const total = index.passages.length;
  const known = terms.map((term) => index.passageTerms.some((held) => holds(held, term)));
  const weights = terms.map((term, at) =>
    known[at] ? Math.log(1 + total / (1 + (index.termPassages.get(term) ?? 0))) : Math.log(1 + total),
  );
  const questionWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const results = await search(index.db, {
    term: foldAccents(question),
    properties: ['heading', 'text'],
    boost: { heading: 2 },
    threshold: 1,
    limit,
  });
  const hits = results.hits.map((hit) => ({ passage: index.passages[hit.document.passage]!, score: hit.score, at: hit.document.passage }));
  const best = hits[0];
  if (!best) return { hits: [], coverage: 0, unknown: 1 };
  const bestPage = hits.filter((hit) => hit.passage.page === best.passage.page).map((hit) => index.passageTerms[hit.at]!);
  const covered = terms.reduce((sum, term, at) => (bestPage.some((held) => holds(held, term)) ? sum + weights[at]! : sum), 0);
  const unknown = terms.reduce((sum, _, at) => (known[at] ? sum : sum + weights[at]!), 0);
  return {
    hits: hits.map(({ passage, score }) => ({ passage, score })),
    coverage: covered / questionWeight,
    unknown: unknown / questionWeight,
  };
}
