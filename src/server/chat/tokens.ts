import 'server-only';
import { tokenizer } from '@orama/orama/components';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as greekStemmer } from '@orama/stemmers/greek';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as greekStopwords } from '@orama/stopwords/greek';
import type { Locale } from '@/i18n/locales';

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
    'gibts',
    'ne',
    'nen',
    'mal',
    'denn',
    'halt',
    'eben',
    'kurz',
    'ehrlich',
    'gesagt',
    'uberhaupt',
    'einfach',
    'wirklich',
    'hallo',
    'danke',
    'euch',
    'euer',
    'eure',
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
    'actually',
    'honestly',
    'really',
    'just',
    'basically',
    'quick',
    'quickly',
    'anyway',
    'hi',
    'hello',
    'hey',
    'thanks',
    'guys',
    'someone',
    'somebody',
    'something',
    'thing',
    'things',
    'stuff',
    'bit',
    'lot',
    'lots',
    'loads',
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
    'ρε',
    'λοιπον',
    'δηλαδη',
    'απλα',
    'γεια',
    'ευχαριστω',
    'κατι',
    'καποιοσ',
    'καποια',
    'καποιο',
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

/** The words of a text as the index reads them: folded, without stop words, stemmed; in order, repeats kept. */
export type Tokenize = (text: string) => string[];

/** Orama's tokenizer for a language (its normalisation, our stemmer and stop words), over folded text. */
export function tokenizerFor(locale: Locale): Tokenize {
  const language = languages[locale];
  const words = tokenizer.createTokenizer({
    language: language.name,
    stemming: true,
    stemmer: language.stemmer,
    stopWords: [...new Set(language.stopWords.map(foldAccents))],
    allowDuplicates: true,
  });
  return (text) => words.tokenize(foldAccents(text), language.name, undefined, false);
}

/** German glues words together ("Büroadresse"); a compound is also read as two words the pages use. */
const LINKING_ENDINGS = ['s', 'n', 'en', 'e'];
const MIN_PART = 3;

/** The two words the pages use that `word` is made of ("praxissoftware" → ["praxis", "software"]), or none. */
export function compoundParts(word: string, known: (part: string) => boolean): [string, string] | null {
  if (word.length < 2 * MIN_PART + 2) return null;
  for (let at = word.length - MIN_PART; at >= MIN_PART; at -= 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail.length < 4 || !known(tail)) continue;
    const candidates = [head, ...LINKING_ENDINGS.filter((ending) => head.endsWith(ending)).map((ending) => head.slice(0, -ending.length))];
    const stem = candidates.find((candidate) => candidate.length >= MIN_PART && known(candidate));
    if (stem) return [stem, tail];
  }
  return null;
}
