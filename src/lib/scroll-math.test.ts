import { describe, expect, it } from 'vitest';
import { computeScrollState, computeSectionIndex, scrollOffsetForStep, scrollPageHeightVh } from './scroll-math';

const vh = 1000;

describe('computeSectionIndex', () => {
  it('is 0 below the glass threshold of 1.5 viewport heights', () => {
    expect(computeSectionIndex(0, vh, 4)).toBe(0);
    expect(computeSectionIndex(1499, vh, 4)).toBe(0);
  });

  it('starts at 1 on the glass threshold and advances every 0.8 viewport heights', () => {
    expect(computeSectionIndex(1500, vh, 4)).toBe(1);
    expect(computeSectionIndex(2299, vh, 4)).toBe(1);
    expect(computeSectionIndex(2300, vh, 4)).toBe(2);
    expect(computeSectionIndex(3100, vh, 4)).toBe(3);
    expect(computeSectionIndex(3900, vh, 4)).toBe(4);
  });

  it('caps at 5 for a page of four sections, however far one scrolls', () => {
    expect(computeSectionIndex(4700, vh, 4)).toBe(5);
    expect(computeSectionIndex(99_000, vh, 4)).toBe(5);
  });

  it('caps at sectionCount + 1 for longer pages (the home page has eight sections)', () => {
    expect(computeSectionIndex(1500 + 8 * 800, vh, 8)).toBe(9);
    expect(computeSectionIndex(1500 + 7 * 800, vh, 8)).toBe(8);
    expect(computeSectionIndex(50_000, vh, 8)).toBe(9);
  });

  it('goes backwards when the page scrolls back up', () => {
    const forwards = [1500, 2300, 3100].map((y) => computeSectionIndex(y, vh, 4));
    const backwards = [3100, 2300, 1500, 0].map((y) => computeSectionIndex(y, vh, 4));
    expect(forwards).toEqual([1, 2, 3]);
    expect(backwards).toEqual([3, 2, 1, 0]);
  });

  it('is 0 for a viewport of no height instead of dividing by zero', () => {
    expect(computeSectionIndex(500, 0, 4)).toBe(0);
  });
});

describe('computeScrollState', () => {
  it('shrinks the hero past 0.5, shows hero text from 1.0 and the glass from 1.5', () => {
    expect(computeScrollState(500, vh, 4)).toMatchObject({ heroShrunk: false, heroTextVisible: false, glassVisible: false });
    expect(computeScrollState(501, vh, 4)).toMatchObject({ heroShrunk: true, heroTextVisible: false });
    expect(computeScrollState(1000, vh, 4)).toMatchObject({ heroTextVisible: true, glassVisible: false });
    expect(computeScrollState(1500, vh, 4)).toMatchObject({ glassVisible: true, sectionIndex: 1 });
  });

  it('shows the footer once the call-to-action step (5 for four sections) is reached', () => {
    expect(computeScrollState(3900, vh, 4).footerVisible).toBe(false);
    expect(computeScrollState(4700, vh, 4).footerVisible).toBe(true);
    expect(computeScrollState(4699, vh, 4).footerVisible).toBe(false);
  });
});

describe('scrollPageHeightVh', () => {
  it('is 150vh + 80vh per section + 80vh call to action + 150vh', () => {
    expect(scrollPageHeightVh(4)).toBe(150 + 4 * 80 + 80 + 150);
    expect(scrollPageHeightVh(8)).toBe(1020);
  });
});

describe('scrollOffsetForStep', () => {
  it('is the first scroll offset that yields the step', () => {
    for (const step of [1, 2, 3, 4, 5]) {
      const y = scrollOffsetForStep(step, vh);
      expect(computeSectionIndex(y, vh, 4)).toBe(step);
      expect(computeSectionIndex(y - 1, vh, 4)).toBe(step - 1);
    }
    expect(scrollOffsetForStep(0, vh)).toBe(0);
  });
});
