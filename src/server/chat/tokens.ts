import 'server-only';
import { tokenizer } from '@orama/orama/components';
import type { Locale } from '@/i18n/locales';
import { chatLanguage } from './languages/chat-languages';

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

/** The words of a text as typed, folded (foldAccents), stop words kept: runs of letters and digits. */
export const foldedWords = (text: string): string[] => foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A stem of one letter (Greek "σας" → "σ") matches every word by prefix: dropped. */
const atLeastTwoLetters = (stem: (word: string) => string) => (word: string) => {
  const stemmed = stem(word);
  return stemmed.length < 2 ? '' : stemmed;
};

/** The words of a text as the index reads them: folded, without stop words, stemmed; in order, repeats kept. */
export type Tokenize = (text: string) => string[];

/** Orama's tokenizer for a language (its normalisation, our stemmer and stop words), over folded text. */
export function tokenizerFor(locale: Locale): Tokenize {
  const language = chatLanguage(locale);
  const words = tokenizer.createTokenizer({
    language: language.tokenizerLanguage,
    stemming: true,
    stemmer: atLeastTwoLetters(language.stem),
    stopWords: [...new Set(language.stopWords.map(foldAccents))],
    allowDuplicates: true,
  });
  return (text) => words.tokenize(foldAccents(text), language.tokenizerLanguage, undefined, false);
}

/** The shortest part of a compound. */
const MIN_PART = 3;

/**
 * The two words the pages use that `word` is made of ("praxissoftware" → ["praxis", "software"]), joined by one of
 * `linkingEndings` or nothing, or none.
 */
export function compoundParts(word: string, known: (part: string) => boolean, linkingEndings: readonly string[]): [string, string] | null {
  if (word.length < 2 * MIN_PART + 2) return null;
  for (let at = word.length - MIN_PART; at >= MIN_PART; at -= 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail.length < 4 || !known(tail)) continue;
    const candidates = [head, ...linkingEndings.filter((ending) => head.endsWith(ending)).map((ending) => head.slice(0, -ending.length))];
    const stem = candidates.find((candidate) => candidate.length >= MIN_PART && known(candidate));
    if (stem) return [stem, tail];
  }
  return null;
}
