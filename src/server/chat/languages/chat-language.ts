import type { LabelledQuestions } from '../nearest-questions';

/**
 * What the chat learned from questions in a language about which ones its pages answer (answerability.ts): a weight
 * for each sign of the search and for each of the question's words and stems that questions of both kinds used, and
 * the labelled questions themselves, to find a question's nearest ones; written by `npm run train:chat`, never by hand.
 */
export type AnswerabilityWeights = {
  signs: { bias: number; coverage: number; phrasing: number; matched: number; unknown: number; coveredPhrasing: number };
  words: Readonly<Record<string, number>>;
  questions: LabelledQuestions;
};

/**
 * Everything the chat knows of one language, beside its pages: how its words are cut and stemmed, which words carry
 * no subject, which words visitors use for ours, and how a visitor points back to an earlier question or asks for an
 * answer in this language. Words are written folded, as foldAccents (tokens.ts) leaves them.
 */
export type ChatLanguage = {
  /** The language of Orama's tokenizer (its normalisation). */
  tokenizerLanguage: 'german' | 'english' | 'greek';
  /** The stemmer of a folded word. */
  stem: (word: string) => string;
  /**
   * Words of a question that carry no subject: Orama's stop-word list, and the question words, "can you", articles
   * the stock list lacks, the colloquial filler of typed questions ("ca.", "lol", "κλπ", "at the moment") and the day
   * a visitor would like a call ("tomorrow morning").
   */
  stopWords: readonly string[];
  /**
   * Words a buyer asks with that our pages say differently ("vacancies" where the page says "careers"), among them
   * the words docs/glossary.md keeps out of our copy but visitors type ("Chatbot", "Webseite", "ιστοσελίδα"). A
   * passage that holds one word of a group is also found by the others (search-index.ts adds them to the passage,
   * unseen). Only words that mean the same for our subject belong here; the answer still quotes the page's own words.
   */
  relatedWords: readonly (readonly string[])[];
  /**
   * Endings the stemmer leaves on a word that the same word carries elsewhere without them (German verbs in the third
   * person, "kostet" beside "kost", and female forms; English and Greek inflections the stemmers keep): a term is an
   * inflection of a shorter held stem when it is that stem and one of these (term-variants.ts).
   */
  endings: readonly string[];
  /** A language that glues words together: a compound is also read as two words the pages use, joined by these letters. */
  compounds?: { linkingEndings: readonly string[] };
  /** A past participle with its prefix as the first group and its stem as the second, read without the participle's mark. */
  participle?: RegExp;
  /** The language's name as visitors write it, in any of our languages (Greek also in Latin letters): what "in Greek please" asks for. */
  names: readonly string[];
  /** Words that put a language name after them as the language of an answer: "auf Griechisch", "in Greek", "στα ελληνικά". */
  inLanguage: readonly string[];
  /**
   * Names of languages our pages are not in, as visitors write them in this language: a message naming one asks what
   * the agents speak ("can it reply in Greek and Russian?"), not for an answer in one of ours.
   */
  otherLanguageNames: readonly string[];
  /** The question mark as it reads folded (foldAccents turns the Greek question mark into a semicolon). */
  questionMark: string;
  /** Beginnings of words naming what a question is about: a question with one asks about a language, not for it. */
  subjectWords: readonly string[];
  /** Words that point back to what was asked before: "it", "dort", "αυτό". */
  pointingBack: readonly string[];
  /**
   * Words that point back only as the subject right after a question's opening verb: German "Kostet das was?", "Geht
   * das auch online?" (elsewhere "das" is mostly an article: "Ist das Hosting inklusive?" asks about hosting).
   */
  pointingBackAfterVerb: readonly string[];
  /**
   * Endings of a verb that, opening a question, points back by its person alone: Greek leaves out the "it" ("Γίνεται
   * online;", "Κοστίζει κάτι;").
   */
  pointingBackVerbEndings: readonly string[];
  /** Words that open a follow-up: "and", "also". */
  carryingOn: readonly string[];
  /** Openings that ask the question before about something else: "what about", "was ist mit", "τι γίνεται με". */
  askingAbout: readonly string[];
  /**
   * A language written in its own letters that visitors also type in Latin ones (Greeklish): the sound-alike key of a
   * word in each script. A Latin word the pages lack is read as the pages' word with the same key.
   */
  latinSpelling?: { key: (word: string) => string | null; latinKey: (word: string) => string | null };
  /** Whether the pages answer a question, as learned from this language's questions. */
  answerability: AnswerabilityWeights;
};
