/** U+00AD: where a long word may break on a narrow screen (see components/ui/hero-title.tsx). */
const SOFT_HYPHEN = /\u00ad/g;

/** A text for places that do not lay it out in a page (search, images, quotes): without its soft hyphens. */
export const withoutSoftHyphens = (text: string) => text.replace(SOFT_HYPHEN, '');
