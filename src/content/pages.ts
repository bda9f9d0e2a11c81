import { aboutExtendedPage, aboutPage } from './about';
import { bookingPage, strategySessionPage } from './booking';
import { careerPage } from './career';
import { contactPage } from './contact';
import { homePage } from './home';
import { industryScrollPages } from './industries';
import { automationPage, chatAgentPage, servicesPage, voiceAgentPage } from './services';
import { gastronomyPage } from './gastronomy';
import type { PageConfig } from './types';

/** Every page on the scroll layout, by its primary path (German, unprefixed). */
export const scrollPages: readonly { path: string; config: PageConfig }[] = [
  { path: '/', config: homePage },
  { path: '/services', config: servicesPage },
  { path: '/services/voiceagent', config: voiceAgentPage },
  { path: '/services/chatagent', config: chatAgentPage },
  { path: '/services/automation', config: automationPage },
  { path: '/about', config: aboutPage },
  { path: '/about/why-aitheria', config: aboutExtendedPage },
  { path: '/termin', config: bookingPage },
  { path: '/termin/strategie', config: strategySessionPage },
  { path: '/kontakt', config: contactPage },
  { path: '/karriere', config: careerPage },
  ...industryScrollPages,
];

/** Pages with a layout of their own: the industry overview and the gastronomy sector page. */
export const standalonePaths = ['/usecase', '/usecase/gastronomie'] as const;

/** The static legal pages. */
export const legalPaths = ['/impressum', '/datenschutz', '/agb', '/cookies'] as const;

/** Aliases: the same screen, with the primary path as canonical. */
export const pathAliases = { '/contact': '/kontakt', '/career': '/karriere', '/voice-agent': '/services/voiceagent' } as const;

/** Every indexable page by its primary path: the sitemap lists these in every language. */
export const publicPaths: readonly string[] = [...scrollPages.map((page) => page.path), ...standalonePaths, ...legalPaths];

/** Where each public page's title lives (`<namespace>.meta.title`): breadcrumbs and structured data name pages by it. */
export const pageNamespaces: Readonly<Record<string, string>> = {
  ...Object.fromEntries(scrollPages.map((page) => [page.path, page.config.namespace])),
  '/usecase': 'industries',
  '/usecase/gastronomie': gastronomyPage.namespace,
  ...Object.fromEntries(legalPaths.map((path) => [path, `legal${path.replace('/', '.')}`])),
};

/** The pages that describe one of our services (schema.org Service). */
export const servicePaths = ['/services/voiceagent', '/services/chatagent', '/services/automation'] as const;
