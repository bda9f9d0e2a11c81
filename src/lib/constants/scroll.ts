/** Scroll thresholds, in multiples of the viewport height. */
export const SCROLL_THRESHOLDS = {
  videoShrink: 0.5,
  heroVisible: 1,
  glassVisible: 1.5,
  sectionDuration: 0.8,
} as const;

/** Scroll room before the glass panel and after the last step, in vh (a page is 150vh + 80vh per step + 150vh tall). */
export const LEADING_SCROLL_VH = SCROLL_THRESHOLDS.glassVisible * 100;
export const TRAILING_SCROLL_VH = 150;

/** How steps change: duration, inactive offset and scale, panel move and footer fade. */
export const SECTION_TRANSITION = {
  durationMs: 1200,
  inactiveOffsetPx: 30,
  inactiveScale: 0.95,
  panelMoveMs: 1000,
  footerFadeMs: 1000,
} as const;
