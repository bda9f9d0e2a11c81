import type { Messages } from 'next-intl';
import { industries, industryPath } from './industries/list';
import { integrationsPage } from './integrations';
import { pricingPage } from './pricing';
import { storiesPage } from './stories';
import { trustPage } from './trust';

type Common = Messages['common'];
/** The keys of a group whose German text has no placeholder: a label is shown as it is. */
type PlainKeys<Group> = { [Key in keyof Group & string]: Group[Key] extends `${string}{${string}` ? never : Key }[keyof Group & string];
/** A key of common.nav or common.footer: the typecheck refuses a label the German catalogue lacks. */
type NavLabelKey = `nav.${PlainKeys<Common['nav']>}` | `footer.${PlainKeys<Common['footer']>}`;

/** Menu and footer structure; labels are keys of common.nav and common.footer. */
export type NavItem = { labelKey: NavLabelKey; href: string };
export type NavGroup = { id: string; labelKey: NavLabelKey; items: readonly NavItem[] };

const industryNavItems: readonly NavItem[] = industries.map(({ slug }) => ({ labelKey: `nav.${slug}`, href: industryPath(slug) }));

const serviceItems: readonly NavItem[] = [
  { labelKey: 'nav.voiceAgent', href: '/services/voiceagent' },
  { labelKey: 'nav.chatAgent', href: '/services/chatagent' },
  { labelKey: 'nav.automation', href: '/services/automation' },
];

const pricingItem: NavItem = { labelKey: 'nav.pricing', href: pricingPage.path };
const trustItem: NavItem = { labelKey: 'nav.trust', href: trustPage.path };
const integrationsItem: NavItem = { labelKey: 'nav.integrations', href: integrationsPage.path };
const storiesItem: NavItem = { labelKey: 'nav.stories', href: storiesPage.path };

const legalItems: readonly NavItem[] = [
  { labelKey: 'nav.impressum', href: '/impressum' },
  { labelKey: 'nav.datenschutz', href: '/datenschutz' },
  { labelKey: 'nav.agb', href: '/agb' },
  { labelKey: 'nav.cookies', href: '/cookies' },
];

/** Hamburger menu groups; a group with a single item is a plain link. */
export const menuGroups: readonly NavGroup[] = [
  { id: 'home', labelKey: 'nav.home', items: [{ labelKey: 'nav.home', href: '/' }] },
  {
    id: 'services',
    labelKey: 'nav.services',
    items: [{ labelKey: 'nav.servicesOverview', href: '/services' }, ...serviceItems, integrationsItem],
  },
  { id: 'pricing', labelKey: 'nav.pricing', items: [pricingItem] },
  {
    id: 'industries',
    labelKey: 'nav.industries',
    items: [{ labelKey: 'nav.industriesOverview', href: '/usecase' }, ...industryNavItems, storiesItem],
  },
  { id: 'contact', labelKey: 'nav.contact', items: [{ labelKey: 'nav.contact', href: '/kontakt' }] },
  { id: 'career', labelKey: 'nav.career', items: [{ labelKey: 'nav.career', href: '/karriere' }] },
  { id: 'appointment', labelKey: 'nav.appointment', items: [{ labelKey: 'nav.appointment', href: '/termin' }] },
  { id: 'company', labelKey: 'nav.company', items: [{ labelKey: 'nav.about', href: '/about' }, trustItem] },
  { id: 'legal', labelKey: 'nav.legal', items: legalItems },
];

/** The site navigation's primary links, shown at the top of the menu. */
export const primaryNavItems: readonly NavItem[] = [
  { labelKey: 'nav.services', href: '/services' },
  { labelKey: 'nav.industries', href: '/usecase' },
  pricingItem,
  { labelKey: 'nav.about', href: '/about' },
  { labelKey: 'nav.contact', href: '/kontakt' },
];

export const signInItem: NavItem = { labelKey: 'nav.signIn', href: '/login' };

export const footerGroups: readonly NavGroup[] = [
  { id: 'services', labelKey: 'footer.servicesTitle', items: [...serviceItems, integrationsItem, pricingItem] },
  {
    id: 'company',
    labelKey: 'footer.companyTitle',
    items: [
      { labelKey: 'nav.about', href: '/about' },
      trustItem,
      { labelKey: 'nav.career', href: '/karriere' },
      { labelKey: 'nav.contact', href: '/kontakt' },
    ],
  },
  { id: 'legal', labelKey: 'footer.legalTitle', items: legalItems },
  {
    id: 'quick',
    labelKey: 'footer.quickTitle',
    items: [{ labelKey: 'nav.industries', href: '/usecase' }, storiesItem, { labelKey: 'footer.bookMeeting', href: '/termin' }],
  },
];
