/** Animation defaults (milliseconds unless named otherwise). */
export const ANIMATION = {
  durationMs: 800,
  pageDurationMs: 600,
  threshold: 0.15,
  headerDelayMs: 100,
  cardDelayMs: 150,
  staggerMs: 80,
} as const;

export const LAZY_IMAGE = { threshold: 0.1, rootMarginPx: 50 } as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
  maxViewportWidthPx: 420,
} as const;

/** After a language switch, scroll position and hash are restored after this delay. */
export const LANGUAGE_SCROLL_RESTORE_MS = 100;
/** How long the screen-reader announcement of a language change stays in the live region. */
export const LANGUAGE_ANNOUNCE_MS = 1000;
