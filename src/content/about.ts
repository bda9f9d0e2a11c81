import { whyItems } from './home';
import { subpage } from './subpage';

/**
 * /about: mission with four values, story with four milestones (2024–2025), three
 * core offerings, team with four expertise areas, four trust factors, the newsletter sign-up; the call to action
 * closes with the button that scrolls to the page bottom.
 */
export const aboutPage = subpage(
  'about',
  [
    {
      id: 'mission',
      layout: 'cards',
      content: {
        items: [
          { key: 'clarity', icon: 'lightbulb' },
          { key: 'privacy', icon: 'lock' },
          { key: 'partnership', icon: 'heart' },
          { key: 'impact', icon: 'target' },
        ],
      },
    },
    {
      id: 'story',
      layout: 'timeline',
      content: { items: [{ key: 'founding' }, { key: 'firstCustomers' }, { key: 'languages' }, { key: 'growth' }] },
    },
    {
      id: 'offerings',
      layout: 'cards',
      content: {
        items: [
          { key: 'voice', icon: 'phone' },
          { key: 'chat', icon: 'messages' },
          { key: 'automation', icon: 'workflow' },
        ],
      },
    },
    {
      id: 'team',
      layout: 'cards',
      content: {
        items: [
          { key: 'ai', icon: 'brain' },
          { key: 'engineering', icon: 'code' },
          { key: 'consulting', icon: 'briefcase' },
          { key: 'support', icon: 'headset' },
        ],
      },
    },
    {
      id: 'trustFactors',
      layout: 'cards',
      content: {
        items: [
          { key: 'gdpr', icon: 'shield' },
          { key: 'hosting', icon: 'globe' },
          { key: 'uptime', icon: 'activity' },
          { key: 'experience', icon: 'award' },
        ],
      },
    },
    { id: 'newsletter', content: {} },
  ],
  { titleKey: 'cta.title', contentKey: 'cta.content', closing: 'scrollToBottom' },
);

/** The 'aboutExtended' variant at /about/why-aitheria (docs/decisions/010): sections why and testimonials. */
export const aboutExtendedPage = subpage(
  'aboutExtended',
  [
    { id: 'why', content: { items: whyItems } },
    { id: 'testimonials', content: { items: [{ key: 'realEstate' }, { key: 'healthcare' }, { key: 'law' }] } },
  ],
  {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
);
