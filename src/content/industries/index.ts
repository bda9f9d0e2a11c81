import type { PageConfig } from '../types';
import { lawFirmsPage } from './anwaltskanzleien';
import { ecommercePage } from './ecommerce';
import { healthcarePage } from './gesundheitswesen';
import { craftPage } from './handwerk';
import { realEstatePage } from './immobilien';
import { industryPath, type IndustrySlug } from './list';
import { taxAdvisorsPage } from './steuerberatung';

/** The six industry pages on the scroll layout; gastronomy has the sector layout (content/gastronomy.ts). */
export const industryPages: Record<Exclude<IndustrySlug, 'gastronomie'>, PageConfig> = {
  immobilien: realEstatePage,
  ecommerce: ecommercePage,
  gesundheitswesen: healthcarePage,
  anwaltskanzleien: lawFirmsPage,
  steuerberatung: taxAdvisorsPage,
  handwerk: craftPage,
};

export const industryScrollPages = Object.entries(industryPages).map(([slug, config]) => ({
  path: industryPath(slug as IndustrySlug),
  config,
}));
