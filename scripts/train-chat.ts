/**
 * npm run train:chat: fits the chat's answerability model (src/server/chat/answerability.ts) of every language to
 * the tuning and team questions, and writes src/server/chat/languages/<language>.answerability.json. Run it after
 * the pages' words, their phrasings or the questions change; a unit test fails while the written weights are stale.
 */
import { writeFileSync } from 'node:fs';
import { locales } from '../src/i18n/locales';
import { fit, trainingExamples } from '../src/server/chat/evaluation/train-answerability';
import type { AnswerabilityWeights } from '../src/server/chat/languages/chat-language';

/** The weights as JSON, each labelled question's words on a line of their own: a change to the questions reads as one. */
function written({ questions, ...weights }: AnswerabilityWeights): string {
  const lines = (questionWords: string[][]) => questionWords.map((words) => `      ${JSON.stringify(words)}`).join(',\n');
  return [
    `${JSON.stringify(weights, null, 2).slice(0, -2)},`,
    '  "questions": {',
    `    "answerable": [\n${lines(questions.answerable)}\n    ],`,
    `    "unanswerable": [\n${lines(questions.unanswerable)}\n    ],`,
    `    "answeredBy": [\n${lines(questions.answeredBy)}\n    ]`,
    '  }',
    '}',
    '',
  ].join('\n');
}

for (const locale of locales) {
  const examples = await trainingExamples(locale);
  const weights = fit(examples);
  const file = new URL(`../src/server/chat/languages/${locale}.answerability.json`, import.meta.url);
  writeFileSync(file, written(weights));
  console.log(`${locale}: ${examples.length} questions, ${Object.keys(weights.words).length} words weighed`);
}
