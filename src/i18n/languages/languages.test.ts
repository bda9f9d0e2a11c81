import { describe, expect, it } from 'vitest';
import { defaultLocale, languageOptions } from '../locales';
import { pagePathsThemselves } from './page-paths';

describe('the language modules', () => {
  it('give the default language the page paths as its addresses, and every other one words of its own', () => {
    for (const language of languageOptions)
      expect(language.pageAddresses === pagePathsThemselves, language.code).toBe(language.code === defaultLocale);
  });

  it('name one registered legal form, and a variable of its own for each fact', () => {
    expect(languageOptions.filter((language) => language.company.legalForm.registered)).toHaveLength(1);
    const variables = languageOptions.flatMap((language) => [language.company.legalForm.variable, language.company.location.variable]);
    expect(new Set(variables).size).toBe(variables.length);
  });
});
