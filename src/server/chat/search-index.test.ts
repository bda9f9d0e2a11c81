import { describe, expect, it } from 'vitest';
import type { LabelledQuestions } from './nearest-questions';
import { searchPassages } from './search-index';
import { foldedWords } from './tokens';

const none: LabelledQuestions = { answerable: [], unanswerable: [], answeredBy: [] };
/** One labelled question, answered by `pages`. */
const labelledAs = (question: string, pages: string[]) => ({
  questions: { answerable: [[...new Set(foldedWords(question))]], unanswerable: [], answeredBy: [pages] },
  leaveOut: false,
});

describe('the ranking', () => {
  it('lifts the page a reader named for the labelled question nearest the question, not the decision to answer', async () => {
    const question = 'Can someone show me how it all works?';
    const byWords = await searchPassages('en', question, 8, '', 0, { questions: none, leaveOut: false });
    const lifted = byWords.pages.find(({ page }) => page !== byWords.pages[0]!.page)!.page;
    const search = await searchPassages('en', question, 8, '', 0, labelledAs('could someone show me how it works', [lifted]));
    expect(search.pages[0]!.page).toBe(lifted);
    expect(search.hits.some((hit) => hit.passage.page === lifted)).toBe(true);
    expect([search.coverage, search.matched, search.phrasing, search.unknown]).toEqual([
      byWords.coverage,
      byWords.matched,
      byWords.phrasing,
      byWords.unknown,
    ]);
  });

  it('leaves a question out of its own neighbours while the model is fitted', async () => {
    const question = 'Can someone show me how it all works?';
    const byWords = await searchPassages('en', question, 8, '', 0, { questions: none, leaveOut: false });
    const lifted = byWords.pages.find(({ page }) => page !== byWords.pages[0]!.page)!.page;
    const itself = { ...labelledAs(question, [lifted]), leaveOut: true };
    expect((await searchPassages('en', question, 8, '', 0, itself)).pages[0]!.page).toBe(byWords.pages[0]!.page);
  });

  it('keeps the ranking a follow-up gets from the question before it', async () => {
    const context = 'What does the chat agent do for online shops?';
    const alone = await searchPassages('en', 'and what does it cost?', 8, context, 0.75, { questions: none, leaveOut: false });
    const labelled = labelledAs('what does it cost', ['/impressum']);
    const search = await searchPassages('en', 'and what does it cost?', 8, context, 0.75, labelled);
    expect(search.pages.map(({ page }) => page)).toEqual(alone.pages.map(({ page }) => page));
  });
});
