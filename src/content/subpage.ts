import type { PageConfig, SectionConfig } from './types';

/** Every subpage's hero background: an image. */
const SUBPAGE_HERO = { type: 'image', src: '/media/subpage-hero.webp' } as const;

/** The usual closing: the callback form, with the free strategy session as the other way. */
const CALLBACK_WITH_BOOKING: NonNullable<PageConfig['callback']> = {
  titleKey: 'cta.title',
  contentKey: 'cta.content',
  alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
};

/** A subpage configuration: image hero, sequential sections, no wow effect. */
export function subpage(
  namespace: string,
  sections: readonly SectionConfig[],
  callback: PageConfig['callback'] = CALLBACK_WITH_BOOKING,
): PageConfig {
  return {
    template: 'subpage',
    namespace,
    background: SUBPAGE_HERO,
    sections,
    callback,
    options: { enableSequentialSections: true, enableWowEffect: false },
  };
}
