import { readFileSync } from 'node:fs';
import type { Locale } from '@/i18n/locales';

type Answerable = { question: string; pages: string[] };
/** Two turns: a question, then one that needs the first to be understood; the answer comes in `secondLanguage`. */
type FollowUp = { first: string; second: string; pages: string[]; secondLanguage: Locale };
export type QuestionSet = { answerable: Answerable[]; unanswerable: string[]; followUps: FollowUp[] };

type WrittenSet = { language: Locale; answerable: Answerable[]; unanswerable: string[]; followups?: FollowUp[] };

function read(file: string): QuestionSet {
  const written = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as WrittenSet;
  return { answerable: written.answerable, unanswerable: written.unanswerable, followUps: written.followups ?? [] };
}

/**
 * The questions of one language (decision 037). Writers who saw only the pages' titles, never their text or the
 * index, each wrote a set without seeing the others'; a reader of the pages' text, who saw none of the chat's answers,
 * named the pages that answer each question (decision 049). `held-out-questions.<locale>.json`, the newest set, is what
 * retrieval is judged on and is never read while tuning. `tuning-questions.<locale>.json` holds the earlier held-out
 * sets, each spent once its misses were read: written as the held-out set is, they are what the decline's bar is
 * calibrated on (decision 056). `teaching-questions.<locale>.json` holds the sets written to teach the decline
 * (decision 051: near-topic questions, careful buyers, hurried phone typists, two-turn cases). Retrieval is tuned and
 * the decline fitted on both (no question of the held-out set is in either). `team-questions.<locale>.json` are the
 * questions the team wrote while building the index, kept as a regression set, with the team's two-turn cases.
 */
export function evaluationSets(language: Locale): { tuning: QuestionSet; teaching: QuestionSet; heldOut: QuestionSet; team: QuestionSet } {
  return {
    tuning: read(`./tuning-questions.${language}.json`),
    teaching: read(`./teaching-questions.${language}.json`),
    heldOut: read(`./held-out-questions.${language}.json`),
    team: read(`./team-questions.${language}.json`),
  };
}
