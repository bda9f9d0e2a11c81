/** Tooltips open after this much hover; moving from one to another within the skip delay opens the next at once (the site has one tooltip, so nothing is skipped yet). */
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
