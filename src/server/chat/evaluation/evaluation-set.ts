import { readFileSync } from 'node:fs';
import type { Locale } from '@/i18n/locales';
import { splitInHalves } from './split';

type Answerable = { question: string; pages: string[] };
/** Two turns: a question, then one that needs the first to be understood; the answer comes in `secondLanguage`. */
type FollowUp = { first: string; second: string; pages: string[]; secondLanguage: Locale };
export type QuestionSet = { answerable: Answerable[]; unanswerable: string[]; followUps: FollowUp[] };

type WrittenSet = { language: Locale; answerable: Answerable[]; unanswerable: string[]; followups?: FollowUp[] };

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as WrittenSet;

/**
 * The questions of one language: `questions.<locale>.json` was written by someone who saw only the pages' titles,
 * never their text or the index, and is split into a tuning and a held-out half (split.ts); `team-questions.<locale>.json`
 * are the questions the team wrote while building the index, kept as a regression set, with the team's two-turn cases.
 */
export function evaluationSets(language: Locale): { tuning: QuestionSet; heldOut: QuestionSet; team: QuestionSet } {
  const written = read(`./questions.${language}.json`);
  const answerable = splitInHalves(written.answerable, `${language}:answerable`);
  const unanswerable = splitInHalves(written.unanswerable, `${language}:unanswerable`);
  const followUps = splitInHalves(written.followups ?? [], `${language}:follow-ups`);
  const team = read(`./team-questions.${language}.json`);
  return {
    tuning: { answerable: answerable.tuning, unanswerable: unanswerable.tuning, followUps: followUps.tuning },
    heldOut: { answerable: answerable.heldOut, unanswerable: unanswerable.heldOut, followUps: followUps.heldOut },
    team: { answerable: team.answerable, unanswerable: team.unanswerable, followUps: team.followups ?? [] },
  };
}
