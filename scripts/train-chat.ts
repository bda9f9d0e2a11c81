/**
 * npm run train:chat: fits the chat's answerability model (src/server/chat/answerability.ts) of every language to
 * the tuning and team questions, and writes src/server/chat/languages/<language>.answerability.json. Run it after
 * the pages' words, their phrasings or the questions change; a unit test fails while the written weights are stale.
 */
import { writeFileSync } from 'node:fs';
import { locales } from '../src/i18n/locales';
import { fit, trainingExamples } from '../src/server/chat/evaluation/train-answerability';

for (const locale of locales) {
  const examples = await trainingExamples(locale);
  const weights = fit(examples);
  const file = new URL(`../src/server/chat/languages/${locale}.answerability.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(weights, null, 2)}\n`);
  console.log(`${locale}: ${examples.length} questions, ${Object.keys(weights.words).length} words weighed`);
}
