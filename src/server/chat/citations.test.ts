import { describe, expect, it } from 'vitest';
import { CitationCheck } from './citations';

const pages = ['/services/chatagent', '/faq', '/services/chatagent'];

describe('CitationCheck', () => {
  it('numbers citations by cited page and drops numbers without a retrieved passage', () => {
    const check = new CitationCheck(pages);
    check.push('From 197 € a month [3]. Setup takes two weeks [2, 7] and runs in the EU [9].');
    check.finish();
    expect(check.answer()).toBe('From 197 € a month [1]. Setup takes two weeks [2] and runs in the EU.');
    expect(check.pages).toEqual(['/services/chatagent', '/faq']);
  });

  it('holds back a citation split across streamed pieces and merges repeats of one page', () => {
    const check = new CitationCheck(pages);
    const streamed = ['It answers in three languages [', '1', '][3', '] and hands off', ' to a person [2'].map((piece) =>
      check.push(piece),
    );
    streamed.push(check.finish());
    expect(streamed).toEqual(['It answers in three languages ', '', '[1]', '[1] and hands off', ' to a person ', '']);
    expect(check.answer()).toBe('It answers in three languages [1] and hands off to a person');
    expect(check.pages).toEqual(['/services/chatagent']);
  });

  it('cites nothing when the model cites nothing it was given', () => {
    const check = new CitationCheck(pages);
    check.push('We accept Bitcoin [4] [0].');
    check.finish();
    expect(check.pages).toEqual([]);
    expect(check.answer()).toBe('We accept Bitcoin.');
  });
});
