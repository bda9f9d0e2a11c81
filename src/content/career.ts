import type { PageConfig } from './types';

/**
 * Spec §2 /karriere (and /career): call to action 'Bewerbung senden' holding the
 * application form. The benefits section comes with the pages issue.
 */
export const careerPage: PageConfig = {
  template: 'subpage',
  namespace: 'career',
  background: { type: 'image', src: '/media/subpage-hero.webp' },
  sections: [],
  callback: { titleKey: 'cta.title', contentKey: 'cta.content', form: 'application' },
  options: { enableSequentialSections: true, enableWowEffect: false },
};
