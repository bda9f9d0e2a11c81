import type { IconName } from '@/lib/icon-names';

/**
 * /integrationen: the systems our pages name, grouped, each with what the agents do with it, then how anything
 * else connects. Names and words are in messages/<locale>/integrations.json (`groups.<group>.systems.<system>`);
 * the count of named systems backs the figure the home page states (content/figures.ts).
 */
export const integrationsPage = {
  path: '/integrationen',
  namespace: 'integrations',
  groups: [
    { key: 'legalHealth', icon: 'scale', systems: ['bea', 'iJustice', 'practiceSoftware'] },
    { key: 'tax', icon: 'calculator', systems: ['datev', 'elster', 'myData', 'taxForAll', 'softOne', 'epsilonNet', 'entersoft'] },
    { key: 'calendars', icon: 'calendarCheck', systems: ['googleCalendar', 'microsoft365', 'openTable'] },
    { key: 'crm', icon: 'users', systems: ['hubspot', 'pipedrive', 'salesforce', 'propstack', 'onOffice', 'flowfact'] },
    { key: 'portals', icon: 'building', systems: ['immoscout24', 'immowelt', 'spitogatos', 'xe', 'bazaraki'] },
    { key: 'shops', icon: 'shoppingCart', systems: ['shopify', 'wooCommerce', 'shopware', 'skroutz', 'vivaWallet', 'jcc', 'acs'] },
    { key: 'messaging', icon: 'messages', systems: ['whatsapp', 'viber', 'sms', 'email'] },
  ],
  /** How a system not named here connects: each a card in the last section. */
  connect: [
    { key: 'webhooks', icon: 'workflow' },
    { key: 'automationTools', icon: 'network' },
    { key: 'apis', icon: 'plug' },
  ],
} as const satisfies {
  path: string;
  namespace: string;
  groups: readonly { key: string; icon: IconName; systems: readonly string[] }[];
  connect: readonly { key: string; icon: IconName }[];
};

/** How many systems the page names: the most the site may claim as integrations. */
export const NAMED_SYSTEMS = integrationsPage.groups.reduce((sum, group) => sum + group.systems.length, 0);
