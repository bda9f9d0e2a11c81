import type { Messages } from 'next-intl';
import { industries, industryPath } from './industries/list';

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

const legalItems: readonly NavItem[] = [
  { labelKey: 'nav.impressum', href: '/impressum' },
  { labelKey: 'nav.datenschutz', href: '/datenschutz' },
  { labelKey: 'nav.agb', href: '/agb' },
  { labelKey: 'nav.cookies', href: '/cookies' },
];

/** Hamburger menu groups; a group with a single item is a plain link. */
export const menuGroups: readonly NavGroup[] = [
  { id: 'home', labelKey: 'nav.home', items: [{ labelKey: 'nav.home', href: '/' }] },
  { id: 'services', labelKey: 'nav.services', items: [{ labelKey: 'nav.servicesOverview', href: '/services' }, ...serviceItems] },
  { id: 'industries', labelKey: 'nav.industries', items: [{ labelKey: 'nav.industriesOverview', href: '/usecase' }, ...industryNavItems] },
  { id: 'contact', labelKey: 'nav.contact', items: [{ labelKey: 'nav.contact', href: '/kontakt' }] },
  { id: 'career', labelKey: 'nav.career', items: [{ labelKey: 'nav.career', href: '/karriere' }] },
  { id: 'appointment', labelKey: 'nav.appointment', items: [{ labelKey: 'nav.appointment', href: '/termin' }] },
  { id: 'company', labelKey: 'nav.company', items: [{ labelKey: 'nav.about', href: '/about' }] },
  { id: 'legal', labelKey: 'nav.legal', items: legalItems },
];

/** The site navigation's primary links, shown at the top of the menu. */
export const primaryNavItems: readonly NavItem[] = [
  { labelKey: 'nav.services', href: '/services' },
  { labelKey: 'nav.industries', href: '/usecase' },
  { labelKey: 'nav.about', href: '/about' },
  { labelKey: 'nav.contact', href: '/kontakt' },
];

export const signInItem: NavItem = { labelKey: 'nav.signIn', href: '/login' };

export const footerGroups: readonly NavGroup[] = [
  { id: 'services', labelKey: 'footer.servicesTitle', items: serviceItems },
  {
    id: 'company',
    labelKey: 'footer.companyTitle',
    items: [
      { labelKey: 'nav.about', href: '/about' },
      { labelKey: 'nav.career', href: '/karriere' },
      { labelKey: 'nav.contact', href: '/kontakt' },
    ],
  },
  { id: 'legal', labelKey: 'footer.legalTitle', items: legalItems },
  {
    id: 'quick',
    labelKey: 'footer.quickTitle',
    items: [
      { labelKey: 'nav.industries', href: '/usecase' },
      { labelKey: 'footer.bookMeeting', href: '/termin' },
    ],
  },
];

/** Social profiles are placeholders until the company's accounts exist. */
export const socialLinks = [
  { id: 'linkedin', labelKey: 'footer.socialLinkedIn', href: '#' },
  { id: 'instagram', labelKey: 'footer.socialInstagram', href: '#' },
  { id: 'youtube', labelKey: 'footer.socialYouTube', href: '#' },
  { id: 'x', labelKey: 'footer.socialX', href: '#' },
] as const;
