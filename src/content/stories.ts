import { industryPages } from './industries';
import { industryPath } from './industries/list';

type IndustryWithStories = keyof typeof industryPages;

/**
 * Each industry page's customer stories by their key in its catalogue, with the word of their own address
 * (German; pathnames.ts has the English and Greek ones). The words are the industry's own
 * (`<industry>.testimonials.items.<key>`), so a story's page and its card on the industry page share them.
 */
const storySlugs: Record<IndustryWithStories, Readonly<Record<string, string>>> = {
  immobilien: { agency: 'makler-duesseldorf', management: 'hausverwaltung-nuernberg', developer: 'bautraeger-frankfurt' },
  ecommerce: { fashion: 'modeshop-hamburg', homeGoods: 'elektronik-koeln', cosmetics: 'naturkosmetik-muenchen' },
  gesundheitswesen: { generalPractice: 'hausarztpraxis-freiburg', dental: 'zahnarztpraxis-regensburg', mvz: 'mvz-frankfurt' },
  anwaltskanzleien: { labourLaw: 'arbeitsrecht-koeln', familyLaw: 'familienrecht-muenster', commercialLaw: 'wirtschaftskanzlei-stuttgart' },
  steuerberatung: { solo: 'einzelkanzlei-kassel', midsize: 'steuerberatungsgesellschaft-hannover', network: 'buchhaltungsbuero-rostock' },
  handwerk: { electrical: 'elektro-hannover', painting: 'malerbetrieb-leipzig', heating: 'haustechnik-dortmund' },
};

export type CustomerStory = {
  industry: IndustryWithStories;
  key: string;
  slug: string;
  /** The story's own page, under its industry's. */
  path: string;
  /** Where its words are: the story's branch of the industry's catalogue. */
  namespace: string;
};

/** The stories an industry page tells, in its order (its `testimonials` section). */
function storyKeysOf(industry: IndustryWithStories): string[] {
  const section = industryPages[industry].sections.find((candidate) => candidate.layout === 'stories');
  return section?.content.items?.map((item) => item.key) ?? [];
}

/** Every customer story, by industry in the menu's order: the overview lists them, each has a page. */
export const customerStories: readonly CustomerStory[] = (Object.keys(industryPages) as IndustryWithStories[]).flatMap((industry) =>
  storyKeysOf(industry).map((key) => {
    const slug = storySlugs[industry][key];
    if (!slug) throw new Error(`The story ${industry}/${key} has no address in content/stories.ts`);
    return {
      industry,
      key,
      slug,
      path: `${industryPath(industry)}/${slug}`,
      namespace: `${industryPages[industry].namespace}.testimonials.items.${key}`,
    };
  }),
);

/** The story an industry page tells under `key`, if it has one. */
export function storyOf(industry: string, key: string): CustomerStory | undefined {
  return customerStories.find((story) => story.industry === industry && story.key === key);
}

/** /kundengeschichten: every story, grouped by industry, each leading to its page. */
export const storiesPage = { path: '/kundengeschichten', namespace: 'stories' } as const;

/** When the stories were written up: the date of each story's Article data. */
export const STORIES_PUBLISHED = '2026-11-27';
