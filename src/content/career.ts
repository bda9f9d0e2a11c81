import { subpage } from './subpage';

/** /karriere (and /career): benefits of joining, then the application form ('Bewerbung senden'). */
export const careerPage = subpage(
  'career',
  [
    {
      id: 'benefits',
      layout: 'cards',
      content: {
        items: [
          { key: 'remote', icon: 'laptop' },
          { key: 'growth', icon: 'graduationCap' },
          { key: 'impact', icon: 'target' },
          { key: 'team', icon: 'heart' },
        ],
      },
    },
  ],
  { titleKey: 'cta.title', contentKey: 'cta.content', form: 'application' },
);
