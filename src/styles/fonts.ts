import localFont from 'next/font/local';

/**
 * Inter, self-hosted from npm (@fontsource-variable/inter). Latin is preloaded with a
 * metric-matched fallback and never swapped in late; Greek is declared in globals.css with a unicode-range so it is
 * fetched only where Greek text is shown.
 */
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  // `optional`: preloaded, so normally in time for the first paint; when it is late (slow mobile
  // networks) the page keeps the fallback instead of shifting the centred hero when it arrives.
  display: 'optional',
  variable: '--font-inter',
  preload: true,
});

/** The Greek subset, declared in globals.css; preloaded by the layout on Greek pages only. */
export const GREEK_FONT_URL = '/fonts/inter-greek-wght.woff2';
