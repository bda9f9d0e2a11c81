import 'server-only';
import type { Locale } from '@/i18n/locales';
import { pagePassages, type Passage } from './page-passages';
import { chatLanguage } from './languages/chat-languages';
import { nearestAnswered, type LabelledQuestions } from './nearest-questions';
import { compoundParts, foldAccents, foldedWords, tokenizerFor, type Tokenize } from './tokens';
import { variantsOf, type Variant } from './term-variants';
import { withoutContactDetails } from './without-contacts';

/** What a passage is found by: its page's title, its heading, its text, how visitors ask for it, and related words. */
const FIELDS = ['title', 'heading', 'text', 'askedAs', 'related'] as const;
type Field = (typeof FIELDS)[number];
/**
 * The fields whose words count for how rare a word is: the passage's own words and phrasings, not its page's title
 * (which every passage of the page repeats) nor the related words added to it.
 */
const RARITY_FIELDS: readonly Field[] = ['heading', 'text', 'askedAs'];

/**
 * How much a word counts in each field (BM25F): a heading or a visitor's phrasing says what a passage is about, its
 * text only mentions it; a related word is a guess.
 */
const FIELD_WEIGHT: Record<Field, number> = { title: 1.5, heading: 2, text: 1, askedAs: 2, related: 0.5 };
/** A term of digits alone. */
const NUMBER = /^\d+$/u;
/** The site's front page, whose title is the site's. */
const FRONT_PAGE = '/';
/** BM25's saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

type PassageIndex = {
  passages: Passage[];
  /** Per passage: each term's weighted, length-normalised frequency over the fields. */
  frequencies: Map<string, number>[];
  /** Per term: the passages that hold it. */
  postings: Map<string, number[]>;
  /** Per term: its inverse document frequency (a rare term counts more). */
  rarity: Map<string, number>;
  /** Every visitors' phrasing (one question of a passage's askedAs): its passage, its terms and their rarity added up. */
  phrasings: { passage: number; terms: Set<string>; weight: number }[];
  /** Per term: the phrasings that hold it. */
  phrasingsWith: Map<string, number[]>;
  /** Every folded word the pages and their phrasings use (before stemming): what a German compound is split into. */
  words: Set<string>;
  /** The beginnings of those words: a compound's part may be the start of a word the pages use ("Praxis" in "Praxissoftware"). */
  wordStarts: Set<string>;
  tokenize: Tokenize;
  /** Per page (but the front page): the terms of its title. */
  titleTerms: Map<string, Set<string>>;
  /** Per sound-alike key, the pages' word it stands for, in a language also typed in Latin letters (Greeklish). */
  byLatinKey: Map<string, string>;
  /** The variants of the terms asked so far (finding them reads the whole vocabulary). */
  variants: Map<string, Variant[]>;
};

/** A phrasing is one question of a passage's askedAs. */
const PHRASING_END = /(?<=[?.!;])\s+/u;

/** A word the pages may use only inside compounds is also read as its parts ("Praxissoftware" → "Praxis Software"). */
function withCompoundParts(locale: Locale, text: string, known: (part: string) => boolean): string {
  const { compounds } = chatLanguage(locale);
  if (!compounds) return text;
  const parts = foldAccents(text)
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => compoundParts(word, known, compounds.linkingEndings))
    .filter((split) => split !== null)
    .flat();
  return parts.length > 0 ? `${text} ${parts.join(' ')}` : text;
}

/** The words of the related-word groups a passage's terms touch (an unseen field of the passage). */
function relatedTo(terms: Set<string>, groups: readonly { words: string; stems: string[] }[]): string {
  return groups
    .filter((group) => group.stems.some((stem) => terms.has(stem)))
    .map((group) => group.words)
    .join(' ');
}

async function buildIndex(locale: Locale): Promise<PassageIndex> {
  const tokenize = tokenizerFor(locale);
  const passages = await pagePassages(locale);
  const words = new Set(
    passages.flatMap((passage) => foldAccents(`${passage.heading} ${passage.text} ${passage.askedAs}`).split(/[^\p{L}\p{N}]+/u)),
  );
  const wordStarts = new Set([...words].flatMap((word) => Array.from({ length: word.length - 1 }, (_, end) => word.slice(0, end + 1))));
  const isWord = (part: string) => words.has(part);
  const groups = chatLanguage(locale).relatedWords.map((group) => {
    const text = group.map(foldAccents).join(' ');
    return { words: text, stems: tokenize(text) };
  });
  const fieldTerms = passages.map((passage) => {
    const text = tokenize(withCompoundParts(locale, passage.text, isWord));
    const heading = tokenize(withCompoundParts(locale, passage.heading, isWord));
    const askedAs = tokenize(withCompoundParts(locale, passage.askedAs, isWord));
    const related = tokenize(relatedTo(new Set([...text, ...heading, ...askedAs]), groups));
    // The front page's title names the whole site, not what its passages are about.
    const title = passage.page === FRONT_PAGE ? [] : tokenize(withCompoundParts(locale, passage.pageTitle, isWord));
    return { title, heading, text, askedAs, related } satisfies Record<Field, string[]>;
  });
  const averageLength = Object.fromEntries(
    FIELDS.map((field) => [field, Math.max(1, fieldTerms.reduce((sum, terms) => sum + terms[field].length, 0) / passages.length)]),
  ) as Record<Field, number>;
  const frequencies = fieldTerms.map((terms) => {
    const weighted = new Map<string, number>();
    for (const field of FIELDS) {
      const norm = 1 - B + (B * terms[field].length) / averageLength[field];
      for (const term of terms[field]) weighted.set(term, (weighted.get(term) ?? 0) + FIELD_WEIGHT[field] / norm);
    }
    return weighted;
  });
  const postings = new Map<string, number[]>();
  frequencies.forEach((terms, at) => {
    for (const term of terms.keys()) {
      if (!postings.has(term)) postings.set(term, []);
      postings.get(term)!.push(at);
    }
  });
  // How rare a word is counts where the pages or their phrasings use it: a related word added to every passage that
  // mentions "Zeit" does not make "Bürozeiten" common.
  const used = new Map<string, number>();
  for (const terms of fieldTerms)
    for (const term of new Set(RARITY_FIELDS.flatMap((field) => terms[field]))) used.set(term, (used.get(term) ?? 0) + 1);
  const total = passages.length;
  const rarity = new Map(
    [...postings].map(([term, held]) => {
      const count = used.get(term) ?? held.length;
      return [term, Math.log(1 + (total - count + 0.5) / (count + 0.5))];
    }),
  );
  const phrasings = passages.flatMap((passage, at) =>
    passage.askedAs
      .split(PHRASING_END)
      .map((phrasing) => new Set(tokenize(withCompoundParts(locale, phrasing, isWord))))
      .filter((terms) => terms.size > 0)
      .map((terms) => ({ passage: at, terms, weight: [...terms].reduce((sum, term) => sum + rarity.get(term)!, 0) })),
  );
  const phrasingsWith = new Map<string, number[]>();
  phrasings.forEach(({ terms }, at) => {
    for (const term of terms) {
      if (!phrasingsWith.has(term)) phrasingsWith.set(term, []);
      phrasingsWith.get(term)!.push(at);
    }
  });
  const titleTerms = new Map(
    fieldTerms.flatMap((terms, at) => (terms.title.length > 0 ? [[passages[at]!.page, new Set(terms.title)]] : [])),
  );
  const { latinSpelling, stopWords } = chatLanguage(locale);
  const byLatinKey = new Map<string, string>();
  if (latinSpelling) {
    for (const word of [...words, ...stopWords.map(foldAccents)]) {
      const key = latinSpelling.key(word);
      if (key && !byLatinKey.has(key)) byLatinKey.set(key, word);
    }
  }
  return {
    passages,
    frequencies,
    postings,
    rarity,
    phrasings,
    phrasingsWith,
    words,
    wordStarts,
    tokenize,
    titleTerms,
    byLatinKey,
    variants: new Map(),
  };
}

/** How many terms' variants an index keeps; past that it starts over (visitors' typos would otherwise pile up). */
const MAX_KEPT_VARIANTS = 20_000;

/** The index's terms that `term` matches (term-variants.ts), looked up once per term. */
function variantsIn(locale: Locale, index: PassageIndex, term: string): Variant[] {
  const kept = index.variants.get(term);
  if (kept) return kept;
  if (index.variants.size >= MAX_KEPT_VARIANTS) index.variants.clear();
  const found = variantsOf(locale, term, index.rarity);
  index.variants.set(term, found);
  return found;
}

const indexes = new Map<Locale, Promise<PassageIndex>>();

/** The index of a language, built from the pages on first use and kept for the life of the process. */
export function passageIndex(locale: Locale): Promise<PassageIndex> {
  if (!indexes.has(locale)) indexes.set(locale, buildIndex(locale));
  return indexes.get(locale)!;
}

/** The similarity from which a variant is the word itself in another form (term-variants.ts). */
const INFLECTED = 0.9;
/** The shortest part of a German compound that may be only the start of a word the pages use. */
const MIN_OPEN_PART = 5;

/** What a visitor's own e-mail address or number becomes before the search: nothing (it says nothing about the question). */
const CONTACT_DETAIL = /\[(email|number)\]/g;

/** A word typed in Latin letters, with at least one letter. */
const LATIN_WORD = /^(?=.*[a-z])[a-z0-9]+$/;

/**
 * The question with each Latin word the pages lack read as the pages' word that sounds alike, in a language also
 * typed in Latin letters ("poso kostizei" → "ποσο κοστιζει"); words the pages use in Latin letters ("Shopify") stay.
 */
function inPagesLetters(locale: Locale, question: string, index: PassageIndex): string {
  const { latinSpelling } = chatLanguage(locale);
  if (!latinSpelling) return question;
  return foldAccents(question)
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) => {
      if (!LATIN_WORD.test(part) || index.words.has(part)) return part;
      const key = latinSpelling.latinKey(part);
      return (key && index.byLatinKey.get(key)) ?? part;
    })
    .join('');
}

/** The question without the visitor's contact details (they would find our own on the contact page), in the pages' letters. */
const asTyped = (locale: Locale, typed: string, index: PassageIndex) =>
  inPagesLetters(locale, withoutContactDetails(typed).replace(CONTACT_DETAIL, ' '), index);

/** A question's own words as a search reads them (folded, stop words kept, once each): what labelled questions are kept as. */
export async function typedWordsOf(locale: Locale, question: string): Promise<string[]> {
  return [...new Set(foldedWords(asTyped(locale, question, await passageIndex(locale))))];
}

/**
 * The question (as `asTyped` leaves it) as the index reads it: a German compound no page uses is read as the two words
 * the pages use, a part may be the start of a page's word.
 */
function readQuestion(locale: Locale, question: string, index: PassageIndex): string {
  const { compounds } = chatLanguage(locale);
  if (!compounds) return question;
  // A part may be the start of a page's word ("Praxis" of "Praxissoftware") when it is long enough to be a word ("abge" is none).
  const known = (part: string) => index.words.has(part) || (part.length >= MIN_OPEN_PART && index.wordStarts.has(part));
  // A word the index knows in some form ("Unternehmens" beside "Unternehmen"), or a stop word, is no compound to take
  // apart; one that only begins like a word it knows ("Gerichtsfristen" like "Gericht") is.
  const unknown = (word: string) => {
    const stems = index.tokenize(word);
    return stems.length > 0 && stems.every((stem) => variantsIn(locale, index, stem).every((variant) => variant.similarity < INFLECTED));
  };
  return foldAccents(question)
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) =>
      /^\p{L}+$/u.test(part) && unknown(part) ? (compoundParts(part, known, compounds.linkingEndings)?.join(' ') ?? part) : part,
    )
    .join('');
}

export type PassageHit = { passage: Passage; score: number };
export type PageHit = { page: string; url: string; title: string; score: number };

/** What a search found: the passages and the pages, best first, and how well the best page covers the question. */
export type PassageSearch = {
  hits: PassageHit[];
  pages: PageHit[];
  /** The share of the question's words, each weighted by its rarity, that the best page's passages hold (a word no page uses counts as the rarest). */
  coverage: number;
  /** The rarity of the question's words that the best page's best passage holds, added up: a common word alone says little. */
  matched: number;
  /** How close the best page's nearest visitor phrasing is to the question (0 to 1). */
  phrasing: number;
  /** The share of the question's weight in words no page uses at all. */
  unknown: number;
  /** The question's own words as typed (folded, stop words kept) and its terms as the index reads them. */
  words: readonly string[];
  terms: readonly string[];
};

/** A page's score: its best passage's, plus this share of each of its next passages (a page that answers in several places). */
const FURTHER_PASSAGE_SHARE = 0.15;
const FURTHER_PASSAGES = 3;
/** What a passage gains for a visitor's phrasing that says what the question says (similarity 1), beside its BM25F score. */
const PHRASING_BOOST = 20;
/** What a page gains for each of the question's words its title holds, times the word's rarity (the page is about it). */
const TITLE_BONUS = 1;
/**
 * What a page gains for each of the labelled questions nearest the question that a reader found it answers, times
 * their similarity (decision 057); half as much where it was not the reader's first page.
 */
const LABELLED_BOOST = 20;
const NEAREST_LABELLED = 5;
/** The pages, first of the ranking, whose best passage is among a search's hits: the chat cites three. */
const LIFTED_PAGES_SHOWN = 3;

/**
 * The labelled questions whose pages lift a search's pages: the model's own (`languages/<language>.answerability.json`),
 * or, while it is fitted, those it is fitted to, each question leaving itself out.
 */
export type LabelledAnswers = { questions: LabelledQuestions; leaveOut: boolean };

/** Per page, how strongly the labelled questions nearest the question point to it. */
function labelledVotes(labelled: LabelledAnswers, words: readonly string[]): Map<string, number> {
  const votes = new Map<string, number>();
  for (const { pages, similarity } of nearestAnswered(labelled.questions, words, NEAREST_LABELLED, labelled.leaveOut))
    pages.forEach((page, rank) => votes.set(page, (votes.get(page) ?? 0) + similarity * (rank === 0 ? 1 : 0.5)));
  return votes;
}

/** A question's term, the index's terms it matches, and how much it counts (a word carried over from an earlier question counts less). */
type QueryTerm = { term: string; variants: Variant[]; weight: number };

/**
 * How close each passage's nearest phrasing is to the question: the cosine of their terms, each weighted by its
 * rarity and by how much it counts in the question (a question that is one of the phrasings in other words scores
 * near 1; one that adds a subject the phrasing lacks, or lacks one it has, scores less).
 */
function phrasingSimilarity(index: PassageIndex, question: QueryTerm[], rarityOf: (query: QueryTerm) => number): Map<number, number> {
  const questionWeight = question.reduce((sum, query) => sum + query.weight * rarityOf(query), 0);
  // Per phrasing that shares a term with the question: how much of each question term it holds.
  const shared = new Map<number, number[]>();
  question.forEach((query, at) => {
    for (const variant of query.variants) {
      const weight = variant.similarity * index.rarity.get(variant.term)!;
      for (const phrasing of index.phrasingsWith.get(variant.term) ?? []) {
        if (!shared.has(phrasing))
          shared.set(
            phrasing,
            question.map(() => 0),
          );
        const held = shared.get(phrasing)!;
        held[at] = Math.max(held[at]!, weight);
      }
    }
  });
  const similarity = new Map<number, number>();
  for (const [at, held] of shared) {
    const { passage, weight } = index.phrasings[at]!;
    const overlap = held.reduce((sum, part, term) => sum + part * question[term]!.weight, 0);
    const cosine = Math.min(1, overlap / Math.sqrt(questionWeight * weight || 1));
    if (cosine > (similarity.get(passage) ?? 0)) similarity.set(passage, cosine);
  }
  return similarity;
}

/**
 * The passages and pages that best answer `question`: BM25F over the passages' fields, each question term matched by
 * the index's terms it is a form or a slip of, plus how close a visitor's phrasing of the passage is to the question.
 * `context` (the visitor's earlier question) counts `contextWeight` in the ranking, and nothing in the coverage.
 */
export async function searchPassages(
  locale: Locale,
  question: string,
  limit = 8,
  context = '',
  contextWeight = 0,
  labelled: LabelledAnswers = { questions: chatLanguage(locale).answerability.questions, leaveOut: false },
): Promise<PassageSearch> {
  const index = await passageIndex(locale);
  const contextTerms = contextWeight > 0 ? [...new Set(index.tokenize(readQuestion(locale, asTyped(locale, context, index), index)))] : [];
  const typed = asTyped(locale, question, index);
  const asked = [...new Set(index.tokenize(readQuestion(locale, typed, index)))];
  // A follow-up of question words alone ("For how long?") asks about the question before it.
  const ownTerms = asked.length > 0 ? asked : contextTerms;
  const words = foldedWords(typed);
  if (ownTerms.length === 0) return { hits: [], pages: [], coverage: 0, matched: 0, phrasing: 0, unknown: 0, words, terms: ownTerms };
  const carried = contextTerms.filter((term) => !ownTerms.includes(term));
  const own = ownTerms.map((term) => ({ term, variants: variantsIn(locale, index, term), weight: 1 }));
  const queryTerms: QueryTerm[] = [
    ...own,
    ...carried.map((term) => ({ term, variants: variantsIn(locale, index, term), weight: contextWeight })),
  ];
  const unknownRarity = Math.log(1 + index.passages.length);
  // A term the pages use counts as rare as it is there, whatever rarer words it might be a form of.
  const rarityOf = (query: QueryTerm) =>
    index.rarity.get(query.term) ??
    (Math.max(0, ...query.variants.map((variant) => variant.similarity * index.rarity.get(variant.term)!)) || unknownRarity);
  const scores = new Map<number, number>();
  const matched = new Map<number, Set<string>>();
  for (const query of queryTerms) {
    const best = new Map<number, number>();
    for (const variant of query.variants) {
      const rarity = index.rarity.get(variant.term)!;
      for (const at of index.postings.get(variant.term) ?? []) {
        const frequency = index.frequencies[at]!.get(variant.term)!;
        const score = (variant.similarity * rarity * ((K1 + 1) * frequency)) / (K1 + frequency);
        if (score > (best.get(at) ?? 0)) best.set(at, score);
      }
    }
    for (const [at, score] of best) {
      scores.set(at, (scores.get(at) ?? 0) + query.weight * score);
      if (query.weight === 1) matched.set(at, (matched.get(at) ?? new Set()).add(query.term));
    }
  }
  // The ranking reads the phrasings with the earlier question's words; whether to answer, with the question's own alone.
  const phrasing = phrasingSimilarity(index, own, rarityOf);
  const inContext =
    queryTerms.length > own.length
      ? phrasingSimilarity(index, [...own, ...queryTerms.slice(own.length).map((query) => ({ ...query, weight: 1 }))], rarityOf)
      : phrasing;
  for (const [at, similarity] of inContext) if (scores.has(at)) scores.set(at, scores.get(at)! + PHRASING_BOOST * similarity);
  const ranked = [...scores].map(([at, score]) => ({ at, passage: index.passages[at]!, score })).sort((a, b) => b.score - a.score);
  if (ranked.length === 0) return { hits: [], pages: [], coverage: 0, matched: 0, phrasing: 0, unknown: 1, words, terms: ownTerms };
  const pages = new Map<string, PageHit & { passages: number[] }>();
  for (const hit of ranked) {
    const page = pages.get(hit.passage.page);
    if (!page) {
      const { page: path, url, pageTitle: title } = hit.passage;
      pages.set(path, { page: path, url, title, score: hit.score, passages: [hit.at] });
    } else if (page.passages.length <= FURTHER_PASSAGES) {
      page.score += hit.score * FURTHER_PASSAGE_SHARE;
      page.passages.push(hit.at);
    }
  }
  for (const page of pages.values()) {
    const titleTerms = index.titleTerms.get(page.page);
    for (const query of titleTerms ? own : []) {
      const inTitle = query.variants.filter((variant) => titleTerms!.has(variant.term));
      if (inTitle.length > 0)
        page.score += TITLE_BONUS * Math.max(...inTitle.map((variant) => variant.similarity * index.rarity.get(variant.term)!));
    }
  }
  // Whether to answer reads how well the page the words found best fits them (the signs below); which page comes
  // first also reads the pages of the labelled questions nearest it. A follow-up keeps the ranking its context gave.
  const top = [...pages.values()].sort((a, b) => b.score - a.score)[0]!;
  const votes = contextTerms.length > 0 ? new Map<string, number>() : labelledVotes(labelled, words);
  const pageList = [...pages.values()]
    .map((page) => ({ ...page, score: page.score + LABELLED_BOOST * (votes.get(page.page) ?? 0) }))
    .sort((a, b) => b.score - a.score);
  // A number ("500 calls", "30.000 a year") says how much, not what about: whether to answer reads the words.
  const worded = own.filter((query) => !NUMBER.test(query.term));
  const questionWeight = worded.reduce((sum, query) => sum + rarityOf(query), 0) || 1;
  const topTerms = new Set(ranked.filter((hit) => hit.passage.page === top.page).flatMap((hit) => [...(matched.get(hit.at) ?? [])]));
  const covered = worded.reduce((sum, query) => (topTerms.has(query.term) ? sum + rarityOf(query) : sum), 0);
  const heldBy = (at: number) => worded.reduce((sum, query) => (matched.get(at)?.has(query.term) ? sum + rarityOf(query) : sum), 0);
  // A page the labelled questions lifted keeps its best passage among the hits, however far down the words put it.
  const shown = ranked.slice(0, limit);
  for (const page of pageList.slice(0, LIFTED_PAGES_SHOWN))
    if (!shown.some((hit) => hit.passage.page === page.page)) shown.push(ranked.find((hit) => hit.at === page.passages[0])!);
  return {
    hits: shown.map(({ passage, score }) => ({ passage, score })),
    pages: pageList.map(({ page, url, title, score }) => ({ page, url, title, score })),
    coverage: covered / questionWeight,
    // Ranked with an earlier question, the page's first passage may be the one that holds the earlier question's words.
    matched: carried.length > 0 ? Math.max(...top.passages.map(heldBy)) : heldBy(top.passages[0]!),
    phrasing: Math.max(0, ...top.passages.map((at) => phrasing.get(at) ?? 0)),
    unknown: worded.reduce((sum, query) => (query.variants.length === 0 ? sum + unknownRarity : sum), 0) / questionWeight,
    words,
    terms: ownTerms,
  };
}
