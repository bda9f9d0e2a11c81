import type { IconName } from '@/lib/icon-names';
import type { PageConfig } from '../types';

type Keyed = { key: string; icon: IconName };

/** The structure of one industry page; every word lives in messages/<locale>/<namespace>.json. */
export type IndustryPageParts = {
  /** Four reasons (why), each with a figure in the catalogue (`stat`). */
  why: readonly [Keyed, Keyed, Keyed, Keyed];
  /** Six feature cards, each with four `details` in the catalogue. */
  features: readonly [Keyed, Keyed, Keyed, Keyed, Keyed, Keyed];
  /** Three benefit categories of three items each, plus the compliance or practical checklist. */
  benefits: readonly [Keyed, Keyed, Keyed];
  /** Three customer stories (extended testimonials); the four average metrics follow them. */
  stories: readonly [string, string, string];
};

/** The industry call to action: headline, paragraph, primary /termin, secondary /kontakt. */
export const INDUSTRY_CALL_TO_ACTION: NonNullable<PageConfig['callback']> = {
  titleKey: 'cta.title',
  contentKey: 'cta.content',
  form: 'links',
  links: [
    { labelKey: 'cta.primary', href: '/termin' },
    { labelKey: 'cta.secondary', href: '/kontakt' },
  ],
};

/**
 * An industry page: four content steps (why, features, benefits, stories) and the
 * call-to-action step, so the scroll story is capped at step 5.
 */
export function industryPage(namespace: string, parts: IndustryPageParts): PageConfig {
  return {
    template: 'subpage',
    namespace,
    background: { type: 'image', src: `/media/industries/${namespace}.webp` },
    sections: [
      { id: 'why', layout: 'cards', content: { items: parts.why } },
      { id: 'features', layout: 'cards', content: { items: parts.features } },
      { id: 'benefits', layout: 'benefitCategories', content: { items: parts.benefits } },
      { id: 'testimonials', layout: 'stories', content: { items: parts.stories.map((key) => ({ key })) } },
    ],
    callback: INDUSTRY_CALL_TO_ACTION,
    options: { enableSequentialSections: true, enableWowEffect: false },
  };
}
