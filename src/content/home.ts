import { industries, industryPath } from './industries/list';
import type { PageConfig } from './types';
import { PRICES_FROM } from './figures';

const industryLinks = industries.map(({ slug, icon }) => ({ key: slug, icon, href: industryPath(slug) }));

/** The advantages the home page and the extended about page share. */
export const whyItems = [
  { key: 'availability', icon: 'clock' },
  { key: 'staffing', icon: 'users' },
  { key: 'gdpr', icon: 'shield' },
  { key: 'cost', icon: 'piggyBank' },
] as const;

/** The home page: video hero, eight sections, then the demo-call call to action. */
export const homePage: PageConfig = {
  template: 'mainpage',
  namespace: 'home',
  background: { type: 'video', src: '/media/hero', poster: '/media/hero-poster.webp' },
  sections: [
    { id: 'why', content: { items: whyItems } },
    {
      id: 'trust',
      content: {
        items: [
          { key: 'customers', icon: 'building' },
          { key: 'industries', icon: 'layers' },
          { key: 'integrations', icon: 'plug' },
          { key: 'uptime', icon: 'activity' },
        ],
      },
    },
    { id: 'industry', content: { items: industryLinks } },
    {
      id: 'usp',
      content: {
        items: [
          { key: 'golive', icon: 'rocket' },
          { key: 'languages', icon: 'languages' },
          { key: 'integrations', icon: 'plug' },
          { key: 'support', icon: 'lifeBuoy' },
        ],
      },
    },
    {
      id: 'services',
      content: {
        items: [
          { key: 'voice', icon: 'phone', href: '/services/voiceagent', price: PRICES_FROM.voice },
          { key: 'chat', icon: 'messages', href: '/services/chatagent', price: PRICES_FROM.chat },
          { key: 'enterprise', icon: 'workflow', href: '/services/automation', price: PRICES_FROM.enterprise },
          { key: 'appointments', icon: 'calendar' },
          { key: 'analytics', icon: 'chart' },
          { key: 'team', icon: 'handshake' },
        ],
      },
    },
    {
      id: 'testimonials',
      content: { items: [{ key: 'realEstate' }, { key: 'healthcare' }, { key: 'craft' }, { key: 'ecommerce' }] },
    },
    { id: 'roi', content: {} },
    {
      id: 'faq',
      content: {
        items: [{ key: 'golive' }, { key: 'gdpr' }, { key: 'languages' }, { key: 'integrations' }, { key: 'pricing' }, { key: 'support' }],
      },
    },
  ],
  callback: {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
  options: { enableSequentialSections: true, enableWowEffect: true },
};
