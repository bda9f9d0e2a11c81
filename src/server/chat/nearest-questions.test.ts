import { describe, expect, it } from 'vitest';
import { gapWord, nearestAnswered, nearestGap, type LabelledQuestions } from './nearest-questions';

const words = (question: string) => question.toLowerCase().split(' ');

const labelled: LabelledQuestions = {
  answerable: [words('can it book appointments in my calendar'), words('what does the voice agent cost')],
  unanswerable: [words('can we keep our existing phone number'), words('what is the weather tomorrow')],
  answeredBy: [['/services/voiceagent', '/integrationen'], ['/preise']],
};

describe('the nearest labelled questions', () => {
  it('say how much nearer a question lies to one the pages answer than to one they do not', () => {
    expect(nearestGap(labelled, words('can i keep my phone number'))).toBeLessThan(-0.3);
    expect(nearestGap(labelled, words('does it book appointments in the calendar'))).toBeGreaterThan(0.3);
    expect(nearestGap(labelled, words('payroll'))).toBe(0);
  });

  it('weigh a word by how few questions use it: sharing "can" and "the" alone is no nearness', () => {
    const shared = nearestGap(labelled, words('can the'));
    const rare = nearestGap(labelled, words('keep number'));
    expect(Math.abs(shared)).toBeLessThan(Math.abs(rare));
  });

  it('leave the question itself out while fitting', () => {
    const own = labelled.unanswerable[0]!;
    expect(nearestGap(labelled, own)).toBeLessThan(-0.8);
    expect(nearestGap(labelled, own, { kind: 'unanswerable', at: 0 })).toBeGreaterThan(-0.5);
  });

  it('name the gap by its step, at most three each way', () => {
    expect(gapWord(1)).toBe('n:3');
    expect(gapWord(-0.01)).toBe('n:0');
    expect(gapWord(-0.4)).toBe('n:-2');
  });

  it('name the pages of the answered questions nearest first, leaving out the very same question when told', () => {
    const nearest = nearestAnswered(labelled, words('what does the voice agent cost for my appointments'), 2);
    expect(nearest.map(({ pages }) => pages)).toEqual([['/preise'], ['/services/voiceagent', '/integrationen']]);
    expect(nearest[0]!.similarity).toBeGreaterThan(nearest[1]!.similarity);
    const itself = words('what does the voice agent cost');
    expect(nearestAnswered(labelled, itself, 1)[0]).toEqual({ pages: ['/preise'], similarity: expect.closeTo(1, 6) });
    expect(nearestAnswered(labelled, itself, 1, true)).toEqual([]);
  });
});
