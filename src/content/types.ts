import type { IconName } from '@/components/ui/icon';

/** Section ids the engine knows (spec §2); each maps to one component in components/sections. */
export type SectionId = 'why' | 'trust' | 'industry' | 'usp' | 'services' | 'testimonials' | 'roi' | 'faq';

export type Background = { type: 'video'; src: string; poster: string } | { type: 'image'; src: string };

/** A list item of a section: its message key, and the icon or link structure belongs here. */
export type SectionItem = { key: string; icon?: IconName; href?: string; price?: number };

export type SectionConfig = {
  id: SectionId;
  /** Structure only: message keys, icons, links, figures. Words live in messages/. */
  content: { items?: readonly SectionItem[] };
};

/**
 * Spec §3 "Page configuration". The hero and callback texts are message keys under
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
    form?: 'callback' | 'contact' | 'application';
    alternative?: { textKey: string; linkKey: string; href: string };
  };
  options: { enableSequentialSections: boolean; enableWowEffect: boolean };
};
