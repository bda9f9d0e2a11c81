import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { namespaces } from '@/i18n/namespaces';
import { industryPages } from '.';
import { gastronomyPage } from '../gastronomy';
import { industries } from './list';

const root = process.cwd();
const catalogue = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(root, 'src/messages', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** The value at a dotted key of a catalogue, or undefined. */
function at(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe.each(industries.map(({ slug }) => slug))('the industry %s', (slug) => {
  it('has a page with a catalogue of its own', () => {
    const config = slug === 'gastronomie' ? gastronomyPage : industryPages[slug];
    expect(config, 'register it in src/content/industries/index.ts').toBeDefined();
    expect(namespaces).toContain(config.namespace);
  });

  it('has its hero image in both formats', () => {
    for (const format of ['webp', 'avif'])
      expect(existsSync(path.join(root, 'public/media/industries', `${slug}.${format}`)), format).toBe(true);
  });

  // The menu and the overview grid are type-checked from German; the home grid's words are read by key at run time.
  it.each(locales)('has the words of the menu, the overview and the home grid in %s', (locale) => {
    const keys = [
      ['common', `nav.${slug}`],
      ['industries', `items.${slug}.tag`],
      ['industries', `items.${slug}.title`],
      ['industries', `items.${slug}.description`],
      ['industries', `items.${slug}.highlight`],
      ['home', `industry.items.${slug}.tag`],
      ['home', `industry.items.${slug}.description`],
    ] as const;
    const missing = keys.filter(([namespace, key]) => typeof at(catalogue(locale, namespace), key) !== 'string');
    expect(missing.map(([namespace, key]) => `${namespace}.${key}`)).toEqual([]);
  });
});
