import { costComparison } from './cost-comparison';
import { gastronomyPage } from './gastronomy';
import { NAMED_SYSTEMS } from './integrations';

/**
 * Every price, percentage and company figure the site states, and what each one compares.
 * The pages, the ROI calculator (content/roi-calculator.ts) and the cost comparison read them from here;
 * figures.test.ts fails when a message names a percentage or a euro amount that is not declared here
 * for its page, or writes it unlike the locale (German "70 %" and "3.500 €" with a no-break space,
 * English "70%" and "€3,500", Greek "70%" and "3.500 €").
 *
 * The figures stay as the product's copy gives them; what changed is what they are compared with, written next to
 * them on the page (docs/glossary.md).
 */

/** Prices from, in euros per month before VAT. */
export const PRICES_FROM = { voice: 297, chat: 197, enterprise: 897 } as const;

/** VAT added to every price (the terms name it). */
const VAT_RATE = 0.19;

/**
 * Facts about the company that do not change per deployment (lib/company.ts has those that do).
 * There is deliberately no client count: a company founded in 2024 that claims "100+ clients"
 * is not believed; the pages show the founding year and the breadth of its work instead.
 */
const COMPANY_FACTS = {
  founded: 2024,
  /** "15+ industries" with hands-on project experience. */
  industries: 15,
  /**
   * "30+ integrations": no more than the integrations page names (rounded down to a ten), so a buyer can
   * count them; anything else connects through webhooks or automation tools, which the page explains.
   */
  integrations: Math.floor(NAMED_SYSTEMS / 10) * 10,
  /** "over 40 languages" the agents speak. */
  agentLanguages: 40,
  /** Platform availability, "99.9 %". */
  uptime: 0.999,
  /** Data processed in the EU only: "100 % EU hosting". */
  euHosting: 1,
} as const;

const total = (items: readonly { amount: number }[]) => items.reduce((sum, { amount }) => sum + amount, 0);

/**
 * Savings claims. Each percentage compares something different, and the page says what:
 * never "85 % cheaper" next to "up to 70 %" without the base of each.
 */
export const SAVINGS = {
  /**
   * Up to 70 %: the monthly cost of an AI agent (set-up, licence and support, 1,500 €) against one
   * more full-time employee on the phone (5,000 €): the cost comparison. The calculator never shows more.
   */
  costVsExtraEmployee: 1 - total(costComparison.withAi) / total(costComparison.traditional),
  /** 85 % cheaper per call (per enquiry) than an additional person on the phone: voice agent page, real estate. */
  cheaperPerCall: 0.85,
  /** 73 %: average reduction of what real-estate customers spend on handling enquiries. */
  realEstateEnquiryCosts: 0.73,
  /** 76 %: lower customer-service costs of online shops; lower order-entry costs in the wholesale story. */
  serviceCosts: 0.76,
  /** 90 % less waiting time for callers and customers. */
  waitingTime: 0.9,
  /** 3x more qualified leads. */
  qualifiedLeadsFactor: 3,
  /** Up to 300 % more conversions (chat, online shops). */
  conversionIncrease: 3,
  /** Up to 80 % time saved on routine tasks. */
  routineTime: 0.8,
  /** Savings of 2,000 to 4,000 € a month (the tax office story). */
  monthlyRange: [2000, 4000],
  /** Average savings per month by industry. */
  monthlyByIndustry: { immobilien: 3500, ecommerce: 4200, gesundheitswesen: 3290 },
} as const;

/** The figures of each industry page, as fractions (0.7 = 70 %). */
const INDUSTRY_FIGURES = {
  gesundheitswesen: { claims: [0.7, 0.5, 0.95, 0.4, 0.6, 0.25], roi: 2.8, roiAfterMonths: 12 },
  anwaltskanzleien: { claims: [0.8, 0.9, 0.7, 0.999], roi: 3.2 },
  steuerberatung: { claims: [0.85, 0.95, 0.7, 0.3, 0.999, 2], roi: 3.8 },
  /** Craft: six claims, the average results (70 % admin time, +45 % jobs, 95 % recommendation) and "up to 75 %" efficiency. */
  handwerk: { claims: [0.8, 0.75, 0.6, 0.9, 0.4, 0.25, 0.7, 0.45, 0.95], roi: 3, roiAfterMonths: 8 },
  /** Gastronomy example (35 seats): the costs are in content/gastronomy.ts. */
  gastronomie: { claims: [0.32], roi: 1.67 },
} as const;

/**
 * Business terms: the terms of business state them and the pricing page repeats them, both through the
 * arguments of figureValues, so the two cannot say different things (content/pricing.test.ts).
 */
const TERMS = {
  vat: VAT_RATE,
  /** Subscriptions run for at least this many months, then can be cancelled monthly. */
  minimumTermMonths: 12,
  /** Days an offer is valid, and days an invoice is payable net. */
  offerValidDays: 30,
  paymentDays: 15,
  /** Half of a project (the set-up among them) is paid on order when its volume is above this amount. */
  advance: 0.5,
  advanceAbove: 5000,
  lateInterest: 0.08,
} as const;

/** Figures that may stand on any page. */
const SITE_WIDE_PERCENTS = [
  SAVINGS.costVsExtraEmployee,
  SAVINGS.waitingTime,
  SAVINGS.routineTime,
  SAVINGS.conversionIncrease,
  COMPANY_FACTS.uptime,
  COMPANY_FACTS.euHosting,
  VAT_RATE,
];

/** The percentages each page (message namespace) may name besides the site-wide ones. */
const PAGE_PERCENTS: Record<string, readonly number[]> = {
  voiceAgent: [SAVINGS.cheaperPerCall],
  immobilien: [SAVINGS.cheaperPerCall, SAVINGS.realEstateEnquiryCosts],
  ecommerce: [SAVINGS.serviceCosts],
  automation: [SAVINGS.serviceCosts],
  gesundheitswesen: [...INDUSTRY_FIGURES.gesundheitswesen.claims, INDUSTRY_FIGURES.gesundheitswesen.roi],
  anwaltskanzleien: [...INDUSTRY_FIGURES.anwaltskanzleien.claims, INDUSTRY_FIGURES.anwaltskanzleien.roi],
  steuerberatung: [...INDUSTRY_FIGURES.steuerberatung.claims, INDUSTRY_FIGURES.steuerberatung.roi],
  handwerk: [...INDUSTRY_FIGURES.handwerk.claims, INDUSTRY_FIGURES.handwerk.roi],
  gastronomie: [...INDUSTRY_FIGURES.gastronomie.claims, INDUSTRY_FIGURES.gastronomie.roi],
  industries: [INDUSTRY_FIGURES.gesundheitswesen.roi, INDUSTRY_FIGURES.steuerberatung.roi, INDUSTRY_FIGURES.handwerk.roi],
  legal: [TERMS.advance, TERMS.lateInterest],
};

/** Percentages a page of `namespace` may state. */
export const percentsFor = (namespace: string): readonly number[] => [...SITE_WIDE_PERCENTS, ...(PAGE_PERCENTS[namespace] ?? [])];

/** Every euro amount a message may state (the cost tables render theirs from content/). */
export const EURO_AMOUNTS: readonly number[] = [
  ...Object.values(PRICES_FROM),
  ...SAVINGS.monthlyRange,
  ...Object.values(SAVINGS.monthlyByIndustry),
  // The gastronomy example's saving per month (content/gastronomy.ts): 8,300 − 3,110 = 5,190.
  total(gastronomyPage.costs.current) - total(gastronomyPage.costs.withAi),
  TERMS.advanceAbove,
];

/** A percentage the way `locale` writes it: "70 %" (de, no-break space), "70%" (en, el); `signed` adds "+". */
export function formatPercent(locale: string, fraction: number, signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(fraction);
}

/** Whole euros the way `locale` writes them: "3.500 €" (de, el), "€3,500" (en). */
export function formatEuro(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}

/**
 * The ICU arguments messages use for figures that come from here rather than from their text:
 * `{priceVoice}`, `{priceChat}`, `{priceEnterprise}`, `{vat}`, the terms (`{minimumTermMonths}`,
 * `{offerValidDays}`, `{paymentDays}`, `{advance}`, `{advanceAbove}`), the monthly cost of the AI agent in the
 * cost comparison (`{comparisonAgent}`) and in the restaurant example (`{restaurantAgent}`), which a page
 * compares with the prices, `{founded}`, `{industries}`, `{integrations}`, `{uptime}`. Extra arguments a
 * message does not use are ignored.
 */
export function figureValues(locale: string) {
  return {
    priceVoice: formatEuro(locale, PRICES_FROM.voice),
    priceChat: formatEuro(locale, PRICES_FROM.chat),
    priceEnterprise: formatEuro(locale, PRICES_FROM.enterprise),
    vat: formatPercent(locale, VAT_RATE),
    minimumTermMonths: String(TERMS.minimumTermMonths),
    offerValidDays: String(TERMS.offerValidDays),
    paymentDays: String(TERMS.paymentDays),
    advance: formatPercent(locale, TERMS.advance),
    advanceAbove: formatEuro(locale, TERMS.advanceAbove),
    comparisonAgent: formatEuro(locale, total(costComparison.withAi)),
    restaurantAgent: formatEuro(locale, gastronomyPage.costs.withAi.find(({ item }) => item === 'system')!.amount),
    founded: String(COMPANY_FACTS.founded),
    industries: String(COMPANY_FACTS.industries),
    integrations: String(COMPANY_FACTS.integrations),
    uptime: formatPercent(locale, COMPANY_FACTS.uptime),
  };
}
