import type { IconName } from '@/lib/icon-names';

/** The seven industries, in the order of the overview grid, the home grid and the menu. */
export const industries = [
  { slug: 'immobilien', icon: 'building' },
  { slug: 'ecommerce', icon: 'shoppingCart' },
  { slug: 'gesundheitswesen', icon: 'stethoscope' },
  { slug: 'anwaltskanzleien', icon: 'scale' },
  { slug: 'steuerberatung', icon: 'calculator' },
  { slug: 'handwerk', icon: 'wrench' },
  { slug: 'gastronomie', icon: 'utensils' },
] as const satisfies readonly { slug: string; icon: IconName }[];

export type IndustrySlug = (typeof industries)[number]['slug'];

export const INDUSTRIES_PATH = '/usecase';

export function industryPath(slug: IndustrySlug): string {
  return `${INDUSTRIES_PATH}/${slug}`;
}
