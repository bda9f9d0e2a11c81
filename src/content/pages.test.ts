import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n/namespaces';
import { scrollPages } from './pages';
import { sectionLayout, sectionLayouts } from './types';

describe('page configurations', () => {
  it.each(scrollPages.map(({ path, config }) => [path, config] as const))(
    '%s: every section has a component and a catalogue',
    (_, config) => {
      expect(namespaces).toContain(config.namespace);
      for (const section of config.sections) expect(sectionLayouts).toContain(sectionLayout(section));
      expect(new Set(config.sections.map((section) => section.id)).size).toBe(config.sections.length);
    },
  );

  it('every page ends with its call to action', () => {
    expect(scrollPages.filter(({ config }) => !config.callback).map(({ path }) => path)).toEqual([]);
  });
});
