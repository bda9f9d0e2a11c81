import type { Locale } from '@/i18n/locales';
import { foldAccents } from './tokens';

/** The names of our languages as visitors write them in each of them, folded (tokens.ts). */
const LANGUAGE_NAMES: Record<Locale, string[]> = {
  de: ['deutsch', 'german', 'γερμανικα'],
  en: ['englisch', 'english', 'αγγλικα'],
  el: ['griechisch', 'greek', 'ελληνικα'],
};

/** The words that put a language name after them as the language of an answer: "auf Griechisch", "in Greek", "στα ελληνικά". */
const IN_LANGUAGE = ['auf', 'in', 'στα', 'σε', 'στην'];

/** Words naming what a question is about: a message with one asks about a language ("can the chat agent answer in Greek?"). */
const SUBJECT_WORDS = /\b(agent|bot|chat|voice|assistent|telefonassistent|βοηθ|widget|website|ιστοτοπ)/u;

/** A message of at most this many words that names a language is a request for it ("Greek please"). */
const SHORT_REQUEST_WORDS = 4;

/**
 * The language a visitor asks the answer to be in ("in Greek please", "Bitte auf Griechisch antworten"), or null when
 * the message is a question of its own. A question about our languages ("Can the chat agent reply in German?") is one.
 */
export function languageAskedFor(message: string): Locale | null {
  const folded = foldAccents(message);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const asksAbout = SUBJECT_WORDS.test(folded) && folded.includes('?');
  if (asksAbout) return null;
  for (let at = 0; at < words.length; at += 1) {
    const language = (Object.keys(LANGUAGE_NAMES) as Locale[]).find((locale) => LANGUAGE_NAMES[locale].includes(words[at]!));
    if (!language) continue;
    if ((at > 0 && IN_LANGUAGE.includes(words[at - 1]!)) || words.length <= SHORT_REQUEST_WORDS) return language;
  }
  return null;
}

/** Words that point back to what was asked before: "it", "that", "es", "das", "αυτό", "εκεί". */
const POINTING_BACK = new Set([
  'it',
  'that',
  'this',
  'there',
  'they',
  'them',
  'es',
  'dies',
  'dort',
  'dafur',
  'davon',
  'αυτο',
  'αυτοσ',
  'αυτη',
  'αυτα',
  'εκει',
]);
/** A message of at most this many words after an earlier question reads as a follow-up to it. */
const FOLLOW_UP_MAX_WORDS = 6;

/** Words that open a follow-up: "and", "also". */
const CARRYING_ON = new Set(['and', 'also', 'und', 'auch', 'και', 'επισησ']);

/** Whether a message after an earlier question reads as a follow-up to it ("and what does it cost?", "For how long?"). */
export function isFollowUp(message: string): boolean {
  const words = foldAccents(message)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length <= FOLLOW_UP_MAX_WORDS || CARRYING_ON.has(words[0] ?? '') || words.some((word) => POINTING_BACK.has(word));
}
