/** Link-preview images (1200×630), one per public page and language, rendered at build time (app/og). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `/og/<locale>/<page path>`; the home page is `index`. */
export const ogImagePath = (primaryPath: string, locale: string) => `/og/${locale}/${primaryPath === '/' ? 'index' : primaryPath.slice(1)}`;

/** The page path an image URL's segments stand for. */
export const pathOfOgSegments = (segments: readonly string[]) =>
  segments.length === 1 && segments[0] === 'index' ? '/' : `/${segments.join('/')}`;
