/**
 * npm run eval:chat: the chat agent's retrieval against the evaluation set (scripts/chat-eval/questions.<locale>.json).
 * Per language: hit@1, hit@3 and MRR of the cited pages for questions our pages answer, the share of
 * questions they cannot answer that are declined with a handoff, and the answer time (p50, p95).
 * In-process by default; with CHAT_EVAL_URL=http://127.0.0.1:3400 it asks a running production build over HTTP.
 * Writes reports/chat-eval.md and fails below the targets (hit@3 ≥ 0.9, declined ≥ 90 %, p95 ≤ 150 ms).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { locales, type Locale } from '../src/i18n/locales';
import { pagePathname } from '../src/i18n/negotiate';
import { answerFromPages, type ChatAnswer } from '../src/server/chat/answer';

type EvalSet = { language: Locale; answerable: { question: string; pages: string[] }[]; unanswerable: string[] };

const TARGETS = { hitAt3: 0.9, declined: 0.9, p95Ms: 150 };
const baseUrl = process.env.CHAT_EVAL_URL;

async function ask(language: Locale, question: string): Promise<{ answer: ChatAnswer; ms: number }> {
  const messages = [{ role: 'user' as const, content: question }];
  const started = performance.now();
  if (!baseUrl) {
    const answer = await answerFromPages(language, messages);
    return { answer, ms: performance.now() - started };
  }
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ language, messages }),
  });
  const answer = (await response.json()) as ChatAnswer;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST /api/chat answered ${response.status}`);
  return { answer, ms };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

type Row = {
  language: Locale;
  questions: number;
  hit1: number;
  hit3: number;
  mrr: number;
  unanswerable: number;
  declined: number;
  p50: number;
  p95: number;
};

async function evaluate(language: Locale): Promise<{ row: Row; misses: string[] }> {
  const set = JSON.parse(readFileSync(new URL(`./chat-eval/questions.${language}.json`, import.meta.url), 'utf8')) as EvalSet;
  const times: number[] = [];
  const misses: string[] = [];
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  for (const { question, pages } of set.answerable) {
    const { answer, ms } = await ask(language, question);
    times.push(ms);
    const cited = answer.sources.map((source) => pagePathname(source.url));
    const rank = cited.findIndex((page) => pages.includes(page));
    if (rank === 0) hit1 += 1;
    if (rank >= 0 && rank < 3) hit3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank < 0 || rank >= 3) misses.push(`${language} · ${question} → ${cited.join(', ') || 'declined'} (expected ${pages.join(', ')})`);
  }
  let declined = 0;
  for (const question of set.unanswerable) {
    const { answer, ms } = await ask(language, question);
    times.push(ms);
    if (answer.handoff && answer.sources.length === 0) declined += 1;
    else misses.push(`${language} · ${question} → answered from ${answer.sources.map((source) => source.url).join(', ')} (should decline)`);
  }
  const n = set.answerable.length;
  return {
    row: {
      language,
      questions: n,
      hit1: hit1 / n,
      hit3: hit3 / n,
      mrr: reciprocal / n,
      unanswerable: set.unanswerable.length,
      declined: declined / set.unanswerable.length,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
    },
    misses,
  };
}

const results = [];
// The first question builds the language's index; that one-off cost is not an answer time.
for (const language of locales) await ask(language, 'warm up');
for (const language of locales) results.push(await evaluate(language));

const fixed = (value: number) => value.toFixed(2);
const lines = [
  '# Chat agent: retrieval evaluation',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run eval:chat\` (${baseUrl ? `over HTTP against ${baseUrl}` : 'in-process'}), ` +
    'on the evaluation set in `scripts/chat-eval/`. A hit is an expected page among the cited sources (hit@3: within the first three); ' +
    'a declined question gets the "I don\'t know" answer with the handoff and no source.',
  '',
  '| language | answerable | hit@1 | hit@3 | MRR | unanswerable | declined | p50 ms | p95 ms |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...results.map(
    ({ row }) =>
      `| ${row.language} | ${row.questions} | ${fixed(row.hit1)} | ${fixed(row.hit3)} | ${fixed(row.mrr)} | ${row.unanswerable} | ${Math.round(row.declined * 100)} % | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`,
  ),
  '',
  `Targets: hit@3 ≥ ${TARGETS.hitAt3} per language, ≥ ${TARGETS.declined * 100} % of unanswerable questions declined, p95 ≤ ${TARGETS.p95Ms} ms.`,
  '',
  '## Misses',
  '',
  ...results
    .flatMap((result) => result.misses)
    .map((miss) => `- ${miss}`)
    .concat(results.every((result) => result.misses.length === 0) ? ['none'] : []),
  '',
];
writeFileSync(new URL('../reports/chat-eval.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
const failed = results.filter(({ row }) => row.hit3 < TARGETS.hitAt3 || row.declined < TARGETS.declined || row.p95 > TARGETS.p95Ms);
if (failed.length > 0) {
  console.error(`below target: ${failed.map(({ row }) => row.language).join(', ')}`);
  process.exit(1);
}
