/** Scroll thresholds of spec §9, in multiples of the viewport height. */
export const SCROLL_THRESHOLDS = {
  videoShrink: 0.5,
  heroVisible: 1,
  glassVisible: 1.5,
  sectionDuration: 0.8,
} as const;

/** Spec §9 "section count 5": a scroll story of four sections plus the call to action. */
export const SCROLL_STORY_MAX_STEPS = 5;

/** Scroll room before the glass panel and after the last step, in vh (spec §2: "150vh plus … plus 150vh"). */
export const LEADING_SCROLL_VH = SCROLL_THRESHOLDS.glassVisible * 100;
export const TRAILING_SCROLL_VH = 150;

/** Section transition of spec §9. */
export const SECTION_TRANSITION = {
  durationMs: 1200,
  inactiveOffsetPx: 30,
  inactiveScale: 0.95,
  panelMoveMs: 1000,
  footerFadeMs: 1000,
} as const;
