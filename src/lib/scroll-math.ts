import { LEADING_SCROLL_VH, SCROLL_THRESHOLDS, TRAILING_SCROLL_VH } from './constants/scroll';

export type ScrollState = {
  /** 0 below the glass threshold, 1…sectionCount for the sections, sectionCount + 1 for the call to action. */
  sectionIndex: number;
  heroShrunk: boolean;
  heroTextVisible: boolean;
  glassVisible: boolean;
  footerVisible: boolean;
};

/** The last step of a page of `sectionCount` sections is its call to action. */
export function finalStepIndex(sectionCount: number): number {
  return sectionCount + 1;
}

/**
 * index = floor((scroll − glass threshold) / section duration) + 1, 0 below the glass threshold,
 * capped at the call-to-action step (5 for a page of four sections; docs/architecture.md, "The scroll engine").
 */
export function computeSectionIndex(scrollY: number, viewportHeight: number, sectionCount: number): number {
  if (viewportHeight <= 0) return 0;
  const glassStart = SCROLL_THRESHOLDS.glassVisible * viewportHeight;
  if (scrollY < glassStart) return 0;
  const step = Math.floor((scrollY - glassStart) / (SCROLL_THRESHOLDS.sectionDuration * viewportHeight)) + 1;
  return Math.min(step, finalStepIndex(sectionCount));
}

export function computeScrollState(scrollY: number, viewportHeight: number, sectionCount: number): ScrollState {
  const sectionIndex = computeSectionIndex(scrollY, viewportHeight, sectionCount);
  return {
    sectionIndex,
    heroShrunk: scrollY > SCROLL_THRESHOLDS.videoShrink * viewportHeight,
    heroTextVisible: scrollY >= SCROLL_THRESHOLDS.heroVisible * viewportHeight,
    glassVisible: scrollY >= SCROLL_THRESHOLDS.glassVisible * viewportHeight,
    footerVisible: sectionIndex >= finalStepIndex(sectionCount),
  };
}

/** Page height in vh: 150vh + 80vh per section + 80vh for the call to action + 150vh. */
export function scrollPageHeightVh(sectionCount: number): number {
  const steps = finalStepIndex(sectionCount);
  return LEADING_SCROLL_VH + steps * SCROLL_THRESHOLDS.sectionDuration * 100 + TRAILING_SCROLL_VH;
}

/** Scroll offset (px) at which a given step becomes active; the inverse of computeSectionIndex. */
export function scrollOffsetForStep(step: number, viewportHeight: number): number {
  if (step <= 0) return 0;
  return (SCROLL_THRESHOLDS.glassVisible + (step - 1) * SCROLL_THRESHOLDS.sectionDuration) * viewportHeight;
}
