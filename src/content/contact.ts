import { subpage } from './subpage';

/**
 * /kontakt (and /contact): why-contact, contact-info, then the call to action
 * 'Kontakt aufnehmen' holding the B2B contact form.
 */
export const contactPage = subpage(
  'contact',
  [
    {
      id: 'whyContact',
      layout: 'cards',
      content: {
        items: [
          { key: 'response', icon: 'clock' },
          { key: 'analysis', icon: 'chart' },
          { key: 'free', icon: 'badgeCheck' },
          { key: 'experts', icon: 'users' },
        ],
      },
    },
    { id: 'contactInfo', content: {} },
  ],
  { titleKey: 'cta.title', contentKey: 'cta.content', form: 'contact' },
);
