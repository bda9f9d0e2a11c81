import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../tests/support/catalogue-check';
import { locales } from '@/i18n/locales';
import { calculateRoi } from '@/content/roi-calculator';
import { compareCosts } from '@/lib/roi';
import { costComparison } from './cost-comparison';
import { EURO_AMOUNTS, figureValues, formatEuro, formatPercent, percentsFor, PRICES_FROM, SAVINGS } from './figures';
import { NAMED_SYSTEMS } from './integrations';
import { gastronomyPage } from './gastronomy';

const MESSAGES = fileURLToPath(new URL('../messages', import.meta.url));

type Entry = { locale: string; namespace: string; key: string; text: string };

/** Every message of every catalogue, lists included. */
function allMessages(): Entry[] {
  return locales.flatMap((locale) =>
    readdirSync(join(MESSAGES, locale))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const namespace = file.replace(/\.json$/, '');
        const catalogue = JSON.parse(readFileSync(join(MESSAGES, locale, file), 'utf8'));
        return flatten(catalogue).map(([key, text]) => ({ locale, namespace, key, text }));
      }),
  );
}

/** "3.500" (de, el) or "3,500" (en) → 3500; "99,9" (de, el) or "99.9" (en) → 99.9. */
function parseNumber(locale: string, written: string): number {
  const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
  return Number(written.split(group).join('').replace(decimal, '.'));
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const where = ({ locale, namespace, key }: Entry) => `${locale}/${namespace}.json ${key}`;

/** A number with a percent sign, as any language might write it (any space or none, a sign). */
const PERCENT = /([+−-]?)(\d[\d.,]*)([\s\u00a0\u202f]*)%/g;
/** A euro amount: "3.500 €" (de, el), "€3,500" (en), and the forms no language should use ("3.500 EUR", "EUR 5,000", "297 ευρώ"). */
const EURO_AFTER = /(\d[\d.,]*)([\s\u00a0\u202f]*)€/g;
const EURO_BEFORE = /€([\s\u00a0\u202f]*)(\d[\d.,]*\d|\d)/g;
const EURO_WORD = /\d[\d.,]*[\s\u00a0]*(?:EUR|Euro|ευρώ)\b|\bEUR[\s\u00a0]*\d/g;

describe('the one source of figures (content/figures.ts)', () => {
  const messages = allMessages();

  it('finds the catalogues of every language', () => {
    for (const locale of locales) expect(messages.some((entry) => entry.locale === locale && entry.namespace === 'home')).toBe(true);
  });

  it('declares every percentage a page states, written as its language writes it', () => {
    const problems: string[] = [];
    for (const entry of messages) {
      for (const match of entry.text.matchAll(PERCENT)) {
        const [written, sign = '', number = ''] = match;
        const fraction = parseNumber(entry.locale, number) / 100;
        if (!percentsFor(entry.namespace).some((declared) => close(declared, fraction)))
          problems.push(`${where(entry)}: "${written}" is not a figure declared for ${entry.namespace} in content/figures.ts`);
        const expected = formatPercent(entry.locale, fraction, sign === '+');
        if (written !== expected) problems.push(`${where(entry)}: "${written}" should be written "${expected}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares every euro amount a page states, written as its language writes it', () => {
    const problems: string[] = [];
    for (const entry of messages) {
      const amounts =
        entry.locale === 'en'
          ? [...entry.text.matchAll(EURO_BEFORE)].map((match) => ({ written: match[0], number: match[2] ?? '' }))
          : [...entry.text.matchAll(EURO_AFTER)].map((match) => ({ written: match[0], number: match[1] ?? '' }));
      if (entry.locale === 'en' && EURO_AFTER.test(entry.text)) problems.push(`${where(entry)}: English puts € before the amount`);
      EURO_AFTER.lastIndex = 0;
      for (const { written, number } of amounts) {
        const amount = parseNumber(entry.locale, number);
        if (!EURO_AMOUNTS.includes(amount)) problems.push(`${where(entry)}: "${written}" is not an amount declared in content/figures.ts`);
        const expected = formatEuro(entry.locale, amount);
        if (written !== expected) problems.push(`${where(entry)}: "${written}" should be written "${expected}"`);
      }
      for (const match of entry.text.matchAll(EURO_WORD)) problems.push(`${where(entry)}: "${match[0]}" – write amounts with €`);
    }
    expect(problems).toEqual([]);
  });

  it('passes prices and company facts as arguments instead of writing them into the messages', () => {
    const problems: string[] = [];
    for (const entry of messages) {
      if (entry.namespace === 'home' && entry.key === 'faq.items.pricing.answer')
        for (const argument of ['{priceVoice}', '{priceChat}', '{priceEnterprise}', '{vat}'])
          if (!entry.text.includes(argument)) problems.push(`${where(entry)} lacks ${argument}`);
      if (entry.namespace === 'home' && entry.key === 'trust.story' && !entry.text.includes('{founded}'))
        problems.push(`${where(entry)} lacks {founded}`);
      for (const price of Object.values(PRICES_FROM))
        if (new RegExp(`(?<![\\d.,])${price}(?![\\d.,]*\\d)`).test(entry.text) && /€|EUR|ευρώ|euro/i.test(entry.text))
          problems.push(
            `${where(entry)}: the price ${price} is written into the text; pass it as {priceVoice}, {priceChat} or {priceEnterprise}`,
          );
    }
    expect(problems).toEqual([]);
    expect(figureValues('de')).toMatchObject({ priceVoice: '297\u00a0€', vat: '19\u00a0%', founded: '2024' });
    expect(figureValues('en')).toMatchObject({ priceVoice: '€297', vat: '19%' });
    expect(figureValues('el')).toMatchObject({ priceEnterprise: '897\u00a0€', uptime: '99,9%' });
  });

  it('claims no client count a company founded in 2024 cannot back', () => {
    const counts = messages.filter(({ text }) =>
      /\b100\s?\+|(?:über|mehr als|over|more than|πάνω από|περισσότερ\S* από) 100\b/i.test(text),
    );
    expect(counts.map(where)).toEqual([]);
  });

  it('claims no more integrations than the integrations page names, and states the count only as its argument', () => {
    expect(Number(figureValues('de').integrations)).toBeLessThanOrEqual(NAMED_SYSTEMS);
    expect(Number(figureValues('de').integrations)).toBeGreaterThan(0);
    const counts = messages.filter(({ text }) => /\d+\s?\+?\s(?:Integrationen|integrations|διασυνδέσ)/i.test(text));
    expect(counts.map(where), 'write {integrations} instead of a number').toEqual([]);
  });

  it('describes the callback the way the consent does: our AI voice agent calls, not a person', () => {
    const keys = [
      ['common', 'callbackForm.success'],
      ['common', 'callbackForm.successScheduled'],
      ['forms', 'result.sent.callback'],
      ['forms', 'result.sent.callbackScheduled'],
      ...['home', 'services', 'voiceAgent', 'chatAgent', 'automation', 'about', 'aboutExtended'].map((namespace) => [
        namespace,
        'cta.content',
      ]),
    ];
    const caller = { de: /KI-Telefonassistent/, en: /AI voice agent/ } as Record<string, RegExp>;
    const human = /KI-Experte|AI expert|AI specialist|persönlich an|personally|ειδικ/i;
    const problems: string[] = [];
    for (const [namespace, key] of keys)
      for (const entry of messages.filter((candidate) => candidate.namespace === namespace && candidate.key === key)) {
        if (human.test(entry.text)) problems.push(`${where(entry)} promises a person: "${entry.text}"`);
        if (caller[entry.locale] && !caller[entry.locale]!.test(entry.text))
          problems.push(`${where(entry)} does not name the caller as the consent does`);
      }
    expect(problems).toEqual([]);
  });

  it('keeps the calculator inside what the pages claim, and the cost comparison at the stated 70 %', () => {
    expect(compareCosts(costComparison.traditional, costComparison.withAi).savingsRatio).toBeCloseTo(SAVINGS.costVsExtraEmployee);
    expect(calculateRoi({ employees: 10, monthlySalary: 3500, automatedShare: 1 }).savingsRatio).toBeLessThanOrEqual(
      SAVINGS.costVsExtraEmployee + 1e-9,
    );
    const gastronomy = compareCosts(gastronomyPage.costs.current, gastronomyPage.costs.withAi);
    expect(EURO_AMOUNTS).toContain(gastronomy.savingsMonthly);
  });
});
