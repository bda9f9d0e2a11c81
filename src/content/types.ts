import type { IconName } from '@/lib/icon-names';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';

/** Sections with a component of their own (components/sections/index.ts). */
export const sectionLayouts = [
  'why',
  'trust',
  'industry',
  'usp',
  'services',
  'testimonials',
  'roi',
  'faq',
  'cards',
  'timeline',
  'contactInfo',
  'roiMetrics',
  'benefitCategories',
  'stories',
  'newsletter',
] as const;
export type SectionLayout = (typeof sectionLayouts)[number];

/**
 * Section ids (the `data-section` of the DOM and the message key of its words).
 * An id that is not a layout names the layout that draws it, e.g. { id: 'mission', layout: 'cards' }.
 */
type SectionId =
  | Exclude<SectionLayout, 'cards' | 'timeline' | 'roiMetrics' | 'benefitCategories' | 'stories'>
  | 'intro'
  | 'mission'
  | 'story'
  | 'offerings'
  | 'team'
  | 'trustFactors'
  | 'whyContact'
  | 'benefits'
  | 'features';

export type Background = { type: 'video'; src: string; poster: string } | { type: 'image'; src: string };

/** A list item of a section: its message key, and the icon or link structure belongs here. */
type SectionItem = { key: string; icon?: IconName; href?: string; price?: number };

export type SectionConfig = {
  id: SectionId;
  /** The component that draws the section; defaults to the one named like its id. */
  layout?: SectionLayout;
  /** Structure only: message keys, icons, links, figures. Words live in messages/. */
  content: { items?: readonly SectionItem[] };
};

/** The component of a section: its layout, or the one named like its id. */
export function sectionLayout(section: SectionConfig): SectionLayout {
  if (section.layout) return section.layout;
  return section.id as SectionLayout;
}

/**
 * A page's configuration: structure, icons, links, message keys, no words. The hero and callback texts are message keys under
 * `namespace` (hero.title, hero.subtitle, hero.description, cta.title, cta.content).
 */
export type PageConfig = {
  template: 'mainpage' | 'subpage';
  namespace: string;
  background: Background;
  sections: readonly SectionConfig[];
  /**
   * The closing call to action and the form it holds (the callback form unless `form` says
   * otherwise); `alternative` offers a second way (e.g. booking a meeting).
   */
  callback?: {
    titleKey: string;
    contentKey: string;
    /** What the step holds: a form, the scheduler, or (`links`) only the `links` below. */
    form?: LeadKind | 'scheduler' | 'links';
    /** Buttons of the step, the first one primary (e.g. an industry's /termin and /kontakt). */
    links?: readonly { labelKey: string; href: string }[];
    /** A closing control under the form, e.g. the about page's button to the page bottom. */
    closing?: 'scrollToBottom';
    alternative?: { textKey: string; linkKey: string; href: string };
  };
  options: { enableSequentialSections: boolean; enableWowEffect: boolean };
};
