import type { Locale } from '@/i18n/locales';
import type { ChatLanguage } from './languages/chat-language';
import { allChatLanguages } from './languages/chat-languages';
import { foldAccents, foldedWords } from './tokens';

/**
 * A visitor may write in any of our languages whatever the page's language: each word list below holds the words of
 * every language (languages/).
 */
const inEveryLanguage = (words: (language: ChatLanguage) => readonly string[]) =>
  allChatLanguages.flatMap(({ language }) => words(language));

/** The words that put a language name after them as the language of an answer: "auf Griechisch", "in Greek", "στα ελληνικά". */
const IN_LANGUAGE = inEveryLanguage((language) => language.inLanguage);

/**
 * Words naming what a question is about: a message with one asks about a language ("can the chat agent answer in
 * Greek?"). A word begins after a character that is no letter or digit of any script (`\b` knows Latin letters only).
 */
const SUBJECT_WORDS = new RegExp(`(?<![\\p{L}\\p{N}])(${inEveryLanguage((language) => language.subjectWords).join('|')})`, 'u');

/** Languages our pages are not in, by name in any of ours. */
const OTHER_LANGUAGES = new Set(inEveryLanguage((language) => language.otherLanguageNames));

/** The question marks of our languages, folded. */
const QUESTION_MARKS = inEveryLanguage((language) => [language.questionMark]);

/** The sentences of a message, folded, each with the mark that ends it. */
const sentencesOf = (message: string) => foldAccents(message).split(/(?<=[.!?;])/u);

/** The sentences of a message that end with a question mark, folded. */
const questionsIn = (message: string) =>
  sentencesOf(message).filter((sentence) => QUESTION_MARKS.some((mark) => sentence.trimEnd().endsWith(mark)));

/** The language of ours a folded word names ("greek", "ellinika"), if any. */
const languageNamed = (word: string) => allChatLanguages.find(({ language: { names } }) => names.includes(word))?.locale;

/** A message of at most this many words that names a language is a request for it ("Greek please"). */
const SHORT_REQUEST_WORDS = 4;

/**
 * The language a visitor asks the answer to be in ("in Greek please", "Bitte auf Griechisch antworten", "switch to
 * English"), or null when the message is a question of its own. A question about our languages ("Can the chat agent
 * reply in German?", "can it switch if the caller starts in Greek and goes on in English?", "can it reply in Greek
 * and Russian as well?") is one.
 */
export function languageAskedFor(message: string): Locale | null {
  const words = foldedWords(message);
  // "Can you go on in English? Half my clients are British." asks for English: only the question says what it asks about.
  const asksAbout = questionsIn(message).some(
    (question) => SUBJECT_WORDS.test(question) && foldedWords(question).some((word) => languageNamed(word)),
  );
  if (asksAbout || words.some((word) => OTHER_LANGUAGES.has(word))) return null;
  const named = words.flatMap((word, at) => {
    const language = languageNamed(word);
    return language ? [{ language, asAnswer: at > 0 && IN_LANGUAGE.includes(words[at - 1]!) }] : [];
  });
  const asAnswer = new Set(named.filter(({ asAnswer }) => asAnswer).map(({ language }) => language));
  if (asAnswer.size > 1) return null;
  if (asAnswer.size === 1) return [...asAnswer][0]!;
  return words.length <= SHORT_REQUEST_WORDS ? (named[0]?.language ?? null) : null;
}

/** Words that point back to what was asked before: "it", "that", "es", "αυτό", "εκεί". */
const POINTING_BACK = new Set(inEveryLanguage((language) => language.pointingBack));
/** Words that point back as the second word of a question, after its verb: "Kostet das was?". */
const POINTING_BACK_AFTER_VERB = new Set(inEveryLanguage((language) => language.pointingBackAfterVerb));
/** A message of at most this many words after an earlier question reads as a follow-up to it. */
const FOLLOW_UP_MAX_WORDS = 6;

/** Endings of a verb that points back by its person, as the first word of a question: Greek "Γίνεται online;". */
const POINTING_BACK_VERB_ENDINGS = inEveryLanguage((language) => language.pointingBackVerbEndings);

/** Words that open a follow-up: "and", "also". */
const CARRYING_ON = new Set(inEveryLanguage((language) => language.carryingOn));

/** Openings that ask the question before about something else ("what about", "was ist mit"), as folded words. */
const ASKING_ABOUT = inEveryLanguage((language) => language.askingAbout);

/**
 * Whether a follow-up stays with the subject of the question before: it opens with "and", "also", "what about" ("And
 * with Agenda?", "Auch direkt in Doctolib?", "What about Magento?") or points back to it ("how long is it, and is it on
 * Zoom?", "Geht das auch nächste Woche?"). Its new words may be ones the pages never use; the subject is still the one
 * before, which the pages may answer. "Can I pay with Bitcoin?" does neither: a subject of its own.
 */
export function staysWithSubject(message: string): boolean {
  const words = foldedWords(message);
  if (words.some((word) => POINTING_BACK.has(word))) return true;
  // Each sentence's opening counts: "Great. And then does it file them itself?"
  return sentencesOf(message).some((sentence) => {
    const opening = foldedWords(sentence);
    const joined = opening.join(' ');
    return (
      CARRYING_ON.has(opening[0] ?? '') ||
      ASKING_ABOUT.some((phrase) => joined.startsWith(`${phrase} `)) ||
      POINTING_BACK_AFTER_VERB.has(opening[1] ?? '') ||
      POINTING_BACK_VERB_ENDINGS.some((ending) => opening[0]?.endsWith(ending))
    );
  });
}

/**
 * A message of at most this many subject words (its terms, tokens.ts) after an earlier question reads as a follow-up
 * too, however long: Greek leaves out the "it" that would point back ("συνδέεται με το πρόγραμμα που έχουμε;").
 */
const FOLLOW_UP_MAX_TERMS = 3;

/**
 * Whether a message after an earlier question reads as a follow-up to it ("and what does it cost?", "For how long?");
 * `terms` is how many subject words it holds.
 */
export function isFollowUp(message: string, terms: number): boolean {
  const words = foldedWords(message);
  return words.length <= FOLLOW_UP_MAX_WORDS || terms <= FOLLOW_UP_MAX_TERMS || staysWithSubject(message);
}
