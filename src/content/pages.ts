import { aboutExtendedPage, aboutPage } from './about';
import { bookingPage, strategySessionPage } from './booking';
import { careerPage } from './career';
import { contactPage } from './contact';
import { homePage } from './home';
import { industryScrollPages } from './industries';
import { automationPage, chatAgentPage, servicesPage, voiceAgentPage } from './services';
import { gastronomyPage } from './gastronomy';
import { integrationsPage } from './integrations';
import { pricingPage } from './pricing';
import { customerStories, storiesPage } from './stories';
import { trustPage } from './trust';
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

/**
 * What a buyer reads before signing, each a document page of its own (no scroll story), by its path
 * and the namespace of its words.
 */
export const documentPages: readonly { path: string; namespace: string }[] = [pricingPage, trustPage, integrationsPage, storiesPage].map(
  ({ path, namespace }) => ({ path, namespace }),
);

/** Each customer story's page, under its industry's; its words are the story's branch of the industry's catalogue. */
export const storyPaths: readonly string[] = customerStories.map((story) => story.path);

/** The static legal pages. */
export const legalPaths = ['/impressum', '/datenschutz', '/agb', '/cookies'] as const;

/** Aliases: the same screen, with the primary path as canonical. */
export const pathAliases = { '/contact': '/kontakt', '/career': '/karriere', '/voice-agent': '/services/voiceagent' } as const;

/** Every indexable page by its primary path: the sitemap lists these in every language. */
export const publicPaths: readonly string[] = [
  ...scrollPages.map((page) => page.path),
  ...standalonePaths,
  ...documentPages.map((page) => page.path),
  ...storyPaths,
  ...legalPaths,
];

/**
 * Where each public page's words live: its title is `<namespace>.meta.title`, or `<namespace>.title` for a customer
 * story (a branch of its industry's catalogue); breadcrumbs and structured data name pages by it.
 */
export const pageNamespaces: Readonly<Record<string, string>> = {
  ...Object.fromEntries(scrollPages.map((page) => [page.path, page.config.namespace])),
  '/usecase': 'industries',
  '/usecase/gastronomie': gastronomyPage.namespace,
  ...Object.fromEntries(documentPages.map((page) => [page.path, page.namespace])),
  ...Object.fromEntries(customerStories.map((story) => [story.path, story.namespace])),
  ...Object.fromEntries(legalPaths.map((path) => [path, `legal${path.replace('/', '.')}`])),
};

/** The pages that describe one of our services (schema.org Service). */
export const servicePaths = ['/services/voiceagent', '/services/chatagent', '/services/automation'] as const;
