import { subpage } from './subpage';
import { PRICES_FROM } from './figures';

/** /services: sections services and why; callback titled 'Beratungstermin vereinbaren'. */
export const servicesPage = subpage(
  'services',
  [
    {
      id: 'services',
      content: {
        items: [
          { key: 'voice', icon: 'phone', href: '/services/voiceagent', price: PRICES_FROM.voice },
          { key: 'chat', icon: 'messages', href: '/services/chatagent', price: PRICES_FROM.chat },
          { key: 'automation', icon: 'workflow', href: '/services/automation', price: PRICES_FROM.enterprise },
        ],
      },
    },
    {
      id: 'why',
      content: {
        items: [
          { key: 'golive', icon: 'rocket' },
          { key: 'integrations', icon: 'plug' },
          { key: 'gdpr', icon: 'shield' },
          { key: 'support', icon: 'headset' },
        ],
      },
    },
  ],
  {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
);

/** /services/voiceagent (alias /voice-agent): why, roi (four metrics and the calculator), testimonials. */
export const voiceAgentPage = subpage(
  'voiceAgent',
  [
    {
      id: 'why',
      content: {
        items: [
          { key: 'availability', icon: 'clock' },
          { key: 'cost', icon: 'piggyBank' },
          { key: 'languages', icon: 'languages' },
          { key: 'calendar', icon: 'calendar' },
        ],
      },
    },
    {
      id: 'roi',
      layout: 'roiMetrics',
      content: { items: [{ key: 'waiting' }, { key: 'leads' }, { key: 'costs' }, { key: 'availability' }] },
    },
    { id: 'testimonials', content: { items: [{ key: 'dental' }, { key: 'estate' }, { key: 'trades' }] } },
  ],
  {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
);

/** /services/chatagent: why, testimonials; the hero points at the live demo bottom right. */
export const chatAgentPage = subpage(
  'chatAgent',
  [
    {
      id: 'why',
      content: {
        items: [
          { key: 'instant', icon: 'zap' },
          { key: 'channels', icon: 'messageCircle' },
          { key: 'handover', icon: 'handshake' },
          { key: 'leads', icon: 'trendingUp' },
        ],
      },
    },
    { id: 'testimonials', content: { items: [{ key: 'shop' }, { key: 'agency' }, { key: 'saas' }] } },
  ],
  {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
);

/** /services/automation: intro with the three features, then testimonials. */
export const automationPage = subpage(
  'automation',
  [
    {
      id: 'intro',
      layout: 'cards',
      content: {
        items: [
          { key: 'integration', icon: 'network' },
          { key: 'decisions', icon: 'brain' },
          { key: 'scalable', icon: 'layers' },
        ],
      },
    },
    { id: 'testimonials', content: { items: [{ key: 'logistics' }, { key: 'taxOffice' }, { key: 'wholesale' }] } },
  ],
  {
    titleKey: 'cta.title',
    contentKey: 'cta.content',
    alternative: { textKey: 'cta.alternative', linkKey: 'cta.alternativeLink', href: '/termin' },
  },
);
