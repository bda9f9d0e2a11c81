import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { flatten, placeholders } from '../../tests/support/catalogue-check';
import { locales } from '@/i18n/locales';
import { legalTextValues } from '@/lib/legal-text-values';
import { figureValues, formatEuro, PRICES_FROM } from './figures';
import { pricingPage } from './pricing';

const MESSAGES = fileURLToPath(new URL('../messages', import.meta.url));
const catalogue = (locale: string, namespace: string) => JSON.parse(readFileSync(join(MESSAGES, locale, `${namespace}.json`), 'utf8'));

type Section = { id: string; paragraphs: string[]; list: string[] };

/** The terms of business, section by section, rendered as the terms page renders them. */
function termsSections(locale: (typeof locales)[number]) {
  const legal = catalogue(locale, 'legal');
  const t = createTranslator({ locale, messages: { legal } });
  const values = { ...legalTextValues(locale), ...figureValues(locale) };
  return Object.fromEntries(
    (legal.agb.sections as Section[]).map((section, index) => {
      const texts = [
        ...section.paragraphs.map((_, paragraph) => `legal.agb.sections.${index}.paragraphs.${paragraph}`),
        ...section.list.map((_, item) => `legal.agb.sections.${index}.list.${item}`),
      ].map((key) => t(key as never, values as never) as string);
      return [section.id, { texts, raw: [...section.paragraphs, ...section.list] }];
    }),
  );
}

/** What each language calls the reverse charge procedure. */
const REVERSE_CHARGE = { de: /Reverse-Charge-Verfahren/, en: /reverse charge procedure/, el: /αντίστροφη επιβάρυνση/ } as const;

/** The term figures a message may state, each through its argument: the pricing page and the terms share them. */
const TERM_ARGUMENTS = ['vat', 'minimumTermMonths', 'paymentDays', 'offerValidDays', 'advance', 'advanceAbove'] as const;

describe('the pricing page and the terms of business', () => {
  for (const locale of locales) {
    describe(locale, () => {
      const pricing = catalogue(locale, 'pricing');
      const terms = termsSections(locale);
      const t = createTranslator({ locale, messages: { pricing } });
      const values = figureValues(locale);
      const say = (key: string) => t(`pricing.${key}` as never, values as never) as string;

      it('name each term through the same argument, so one figure is one figure', () => {
        const usedByPricing = new Set(flatten(pricing).flatMap(([, text]) => placeholders(text)));
        const usedByTerms = new Set(Object.values(terms).flatMap((section) => section.raw.flatMap(placeholders)));
        for (const argument of TERM_ARGUMENTS) {
          expect(usedByPricing, `pricing.json names {${argument}}`).toContain(argument);
          expect(usedByTerms, `legal.json (agb) names {${argument}}`).toContain(argument);
        }
        // No term is written into either text as a bare number.
        const stating = [...terms['laufzeit-kuendigung']!.raw, ...terms['preise-zahlung']!.raw].map((raw) => ['agb', raw]);
        for (const [key, text] of [...flatten(pricing), ...stating]) expect(text, key).not.toMatch(/\b12\s*(Monat|month|μ[ήη]ν)|\b19\s?%/);
      });

      it('state the same minimum term, VAT and reverse charge, payment terms, offer validity and advance', () => {
        const minimumTerm = new RegExp(`\\b${values.minimumTermMonths}\\s(Monat|month|μ[ήη]ν)`);
        expect(say('terms.items.minimumTerm.text')).toMatch(minimumTerm);
        expect(terms['laufzeit-kuendigung']!.texts.join(' ')).toMatch(minimumTerm);
        for (const text of [say('terms.items.vat.text'), terms['preise-zahlung']!.texts.join(' ')]) {
          expect(text).toContain(values.vat);
          expect(text).toMatch(REVERSE_CHARGE[locale]);
        }
        expect(say('terms.items.payment.text')).toContain(values.paymentDays);
        expect(terms['preise-zahlung']!.texts.join(' ')).toContain(values.paymentDays);
        expect(say('terms.items.offer.text')).toContain(values.offerValidDays);
        expect(terms['vertragsschluss']!.texts.join(' ')).toContain(values.offerValidDays);
        for (const text of [say('setup.advance'), terms['preise-zahlung']!.texts.join(' ')]) {
          expect(text).toContain(values.advance);
          expect(text).toContain(values.advanceAbove);
        }
      });

      it('link every term to the section of the terms that states it', () => {
        for (const term of pricingPage.terms) expect(Object.keys(terms), term.key).toContain(term.section);
      });

      it('show each plan at its price from', () => {
        for (const plan of pricingPage.plans) {
          expect(plan.price).toBe(PRICES_FROM[plan.key]);
          expect(say(`plans.items.${plan.key}.price`)).toContain(formatEuro(locale, plan.price));
        }
      });

      it('mention the reverse charge wherever a price names VAT', () => {
        for (const namespace of ['pricing', 'home', 'legal']) {
          for (const [key, text] of flatten(catalogue(locale, namespace)))
            if (text.includes('{vat}')) expect(text, `${namespace}.${key}`).toMatch(REVERSE_CHARGE[locale]);
        }
      });
    });
  }
});
