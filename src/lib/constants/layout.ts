/** Layout sizes, in CSS pixels. */
export const LAYOUT = {
  containerMaxWidth: 960,
  headerHeight: 68,
  menuWidth: 320,
  floatingButtonSize: 60,
  glassPanelOffset: 88,
  /** The glass panel is the viewport minus this when the hero is shrunk. */
  glassPanelViewportInset: 108,
  mobileBreakpoint: 768,
  heroBarHeight: 68,
  previewImage: { width: 1200, height: 630 },
} as const;

/** The header appears once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 25;
/** The sector layout's hero shrinks to a bar after this much scroll. */
export const SECTOR_HERO_SHRINK_PX = 50;
