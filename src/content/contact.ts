import type { PageConfig } from './types';

/**
 * Spec §2 /kontakt (and /contact): call to action 'Kontakt aufnehmen' holding the B2B
 * contact form. The why-contact and contact-info sections come with the pages issue.
 */
export const contactPage: PageConfig = {
  template: 'subpage',
  namespace: 'contact',
  background: { type: 'image', src: '/media/subpage-hero.webp' },
  sections: [],
  callback: { titleKey: 'cta.title', contentKey: 'cta.content', form: 'contact' },
  options: { enableSequentialSections: true, enableWowEffect: false },
};
