import 'server-only';
import { createTranslator } from 'use-intl/core';
import { figureValues, formatEuro } from '@/content/figures';
import { pageNamespaces, scrollPages } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { isCatalogueList, isCatalogueMessage } from '@/i18n/catalogue-list';
import { loadMessages, type Messages } from '@/i18n/messages';
import { localizePathname } from '@/i18n/negotiate';
import { company } from '@/lib/company';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import { legalTextValues } from '@/lib/legal-text-values';
import { withoutSoftHyphens } from '@/lib/plain-text';
import { roiModelValues } from '@/content/roi-calculator';

/** One piece of a public page the chat agent can quote: the page's address in that language, its title, a heading and the text. */
export type Passage = {
  id: string;
  /** The page's own (German, unprefixed) path, e.g. /services/chatagent. */
  page: string;
  /** The page's address in the passage's language, e.g. /en/services/chatagent. */
  url: string;
  pageTitle: string;
  heading: string;
  text: string;
  /** Where the words are in the catalogue (`services.services.items.chatAgent`): the same passage in every language. */
  key: string;
  /** How visitors ask for what the passage says, in their words (the catalogue's `askedAs` beside it): found, never quoted. */
  askedAs: string;
};

/** A branch's customer-style questions: indexed with its passage, not shown on the page, not quoted. */
const ASKED_AS = 'askedAs';

/** Words that label controls rather than say something (button captions, eyebrows, star ratings): left out of the index. */
const CONTROL_KEYS = new Set([
  'eyebrow',
  'primaryCta',
  'secondaryCta',
  'learnMore',
  'rating',
  'back',
  'button',
  'close',
  'alternativeLink',
  'toc',
  'updated',
  'emailLabel',
  'phoneLabel',
  'addressLabel',
  'hoursLabel',
  'id',
]);

type Node = Messages | readonly unknown[] | string;

const isBranch = (node: unknown): node is Messages | readonly unknown[] => typeof node === 'object' && node !== null;

type Translate = (key: string) => string;
type Found = Omit<Passage, 'id' | 'page' | 'url' | 'pageTitle'>;

const isListOfMessages = (value: unknown): value is readonly unknown[] => isCatalogueList(value) && value.every(isCatalogueMessage);

/** The values every placeholder of a public page's words is filled with, as the page fills it (figures, legal facts, ROI model). */
function pageValues(locale: Locale): Record<string, string | number> {
  return { ...figureValues(locale), ...legalTextValues(locale), ...roiModelValues(locale) };
}

/**
 * A branch's own sentences and lists form one passage; its sub-branches form their own.
 * The heading is the branch's title (or question), else its parent's.
 */
function collectPassages(node: Node, path: string, parentHeading: string, translate: Translate, out: Found[]) {
  if (!isBranch(node)) return;
  const entries: [string, unknown][] = Array.isArray(node) ? node.map((value, index) => [String(index), value]) : Object.entries(node);
  const ownTexts: string[] = [];
  let heading = parentHeading;
  let askedAs = '';
  for (const [key, value] of entries) {
    if (CONTROL_KEYS.has(key)) continue;
    const keyPath = path ? `${path}.${key}` : key;
    if (key === ASKED_AS) askedAs = translate(keyPath);
    else if (isCatalogueMessage(value)) {
      const text = translate(keyPath);
      if (!text) continue;
      if (key === 'title' || key === 'question') heading = text;
      ownTexts.push(text);
    } else if (isListOfMessages(value)) {
      ownTexts.push(...value.map((_, index) => translate(`${keyPath}.${index}`)).filter(Boolean));
    }
  }
  if (ownTexts.length > 0) out.push({ heading, text: ownTexts.join(' '), key: path, askedAs });
  for (const [key, value] of entries) {
    if (CONTROL_KEYS.has(key) || key === ASKED_AS || isCatalogueMessage(value) || isListOfMessages(value)) continue;
    collectPassages(value as Node, path ? `${path}.${key}` : key, heading, translate, out);
  }
}

/** Figures a page shows beside its words: the services' prices (from the page configuration) and the contact details (lib/company.ts). */
function pageFigures(page: string, namespace: string, locale: Locale, translate: (key: string, values: Record<string, string>) => string) {
  const extra: Found[] = [];
  const config = scrollPages.find((entry) => entry.path === page)?.config;
  for (const section of config?.sections ?? []) {
    for (const item of section.content.items ?? []) {
      if (item.price === undefined) continue;
      const title = translate(`${namespace}.${section.id}.items.${item.key}.title`, {});
      const price = translate(`${namespace}.${section.id}.priceFrom`, { price: formatEuro(locale, item.price) });
      const description = translate(`${namespace}.${section.id}.items.${item.key}.description`, {});
      const key = `${section.id}.items.${item.key}`;
      extra.push({
        heading: title,
        text: `${title}: ${price}. ${description}`,
        key,
        askedAs: translate(`${namespace}.${key}.${ASKED_AS}`, {}),
      });
    }
    if (section.id === 'contactInfo') {
      const t = (key: string) => translate(`${namespace}.contactInfo.${key}`, {});
      extra.push({
        heading: t('title'),
        text: [
          `${t('emailLabel')}: ${company.email}`,
          `${t('phoneLabel')}: ${company.phone}`,
          `${t('addressLabel')}: ${company.legalName}, ${company.street}, ${company.postalCode} ${company.location[locale]}`,
          `${t('hoursLabel')}: ${t('hours')}`,
        ].join('. '),
        key: 'contactInfo',
        askedAs: t(ASKED_AS),
      });
    }
  }
  return extra;
}

/** Every public page's words in `locale`, cut into passages, from the catalogues and page configurations that render the pages. */
export async function pagePassages(locale: Locale): Promise<Passage[]> {
  const messages = await loadMessages(locale);
  const values = pageValues(locale);
  const translator = createTranslator({
    locale,
    messages,
    timeZone: COMPANY_TIME_ZONE,
    // A message needing a value only the visitor's input gives (the ROI calculator's result) is left out.
    onError: () => undefined,
    getMessageFallback: () => '',
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const passages: Passage[] = [];
  for (const [page, namespace] of Object.entries(pageNamespaces)) {
    const translate = (key: string) => withoutSoftHyphens(translator(`${namespace}.${key}`, values));
    const pageTitle = translate('meta.title') || translate('title');
    const found: Found[] = [];
    const subtree = namespace.split('.').reduce<unknown>((node, key) => (isBranch(node) ? (node as Messages)[key] : undefined), messages);
    collectPassages(subtree as Node, '', pageTitle, translate, found);
    const figures = pageFigures(page, namespace, locale, (key, extra) => translator(key, { ...values, ...extra }));
    // A priced item replaces the same item's words without its price.
    const replaced = (passage: Found) =>
      figures.some(
        (figure) => figure.heading === passage.heading && figure.text.includes(passage.text.slice(passage.heading.length).trim()),
      );
    found.splice(0, found.length, ...found.filter((passage) => !replaced(passage)), ...figures);
    const url = localizePathname(page, locale);
    found.forEach((passage, index) =>
      passages.push({
        id: `${page}#${index}`,
        page,
        url,
        pageTitle,
        ...passage,
        key: passage.key ? `${namespace}.${passage.key}` : namespace,
      }),
    );
  }
  return passages;
}
