import { afterEach, describe, expect, it } from 'vitest';
import { pageNamespaces, publicPaths } from '@/content/pages';
import { article, breadcrumbPaths, breadcrumbs, offer, organization } from '@/lib/structured-data';
import { languageAlternates } from '@/i18n/alternates';
import { resetEnvForTests } from '@/server/env';
import robots from './robots';
import sitemap from './sitemap';

afterEach(() => {
  delete process.env.SITE_URL;
  resetEnvForTests();
});

describe('hreflang alternates', () => {
  it('name the German page unprefixed, English and Greek prefixed, and German as x-default', () => {
    expect(languageAlternates('/kontakt')).toEqual({ de: '/kontakt', en: '/en/contact', el: '/el/epikoinonia', 'x-default': '/kontakt' });
    expect(languageAlternates('/services')).toEqual({ de: '/services', en: '/en/services', el: '/el/services', 'x-default': '/services' });
    expect(languageAlternates('/')).toEqual({ de: '/', en: '/en', el: '/el', 'x-default': '/' });
  });
});

describe('sitemap', () => {
  it('lists every public page in every language with absolute URLs from SITE_URL and all four alternates', () => {
    process.env.SITE_URL = 'https://www.aitheria.example/';
    resetEnvForTests();
    const entries = sitemap();
    expect(entries).toHaveLength(publicPaths.length * 3);
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
    const contact = entries.find((entry) => entry.url === 'https://www.aitheria.example/el/epikoinonia');
    expect(contact?.alternates?.languages).toEqual({
      de: 'https://www.aitheria.example/kontakt',
      en: 'https://www.aitheria.example/en/contact',
      el: 'https://www.aitheria.example/el/epikoinonia',
      'x-default': 'https://www.aitheria.example/kontakt',
    });
    expect(entries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining(['https://www.aitheria.example/', 'https://www.aitheria.example/en/industries/trades']),
    );
    // Aliases, staff pages and the result page are not pages of their own.
    const origin = 'https://www.aitheria.example';
    for (const path of ['/contact', '/career', '/voice-agent', '/login', '/inbox', '/anfrage', '/en/enquiry', '/el/aitima'])
      expect(entries.some((entry) => entry.url === `${origin}${path}`)).toBe(false);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps the API and the staff pages out in every language', () => {
    process.env.SITE_URL = 'https://www.aitheria.example';
    resetEnvForTests();
    const result = robots();
    expect(result.sitemap).toBe('https://www.aitheria.example/sitemap.xml');
    const rules = Array.isArray(result.rules) ? result.rules[0]! : result.rules;
    expect(rules.disallow).toEqual(
      expect.arrayContaining(['/api/', '/login', '/en/login', '/el/login', '/inbox', '/en/inbox', '/el/inbox']),
    );
  });
});

describe('structured data', () => {
  it('describes the organisation in Cyprus with a contact point in three languages', () => {
    const data = organization('https://www.aitheria.example');
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://www.aitheria.example/#organization',
      address: { '@type': 'PostalAddress', addressLocality: 'Nicosia', addressCountry: 'CY' },
      contactPoint: { '@type': 'ContactPoint', availableLanguage: ['German', 'English', 'Greek'] },
    });
  });

  it('builds breadcrumbs from the parents that are pages', () => {
    const pages = new Set(Object.keys(pageNamespaces));
    expect(breadcrumbPaths('/services/voiceagent', (path) => pages.has(path))).toEqual(['/', '/services', '/services/voiceagent']);
    expect(breadcrumbPaths('/usecase/handwerk', (path) => pages.has(path))).toEqual(['/', '/usecase', '/usecase/handwerk']);
    expect(breadcrumbPaths('/termin/strategie', (path) => pages.has(path))).toEqual(['/', '/termin', '/termin/strategie']);
    expect(breadcrumbs([{ name: 'Start', url: 'https://x/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://x/' },
    ]);
  });

  it('offers a plan at its monthly price from, net of VAT, to business customers, sold by the organisation', () => {
    const data = offer('https://www.aitheria.example', {
      name: 'Voice Agent',
      description: 'Answers every call.',
      url: 'https://www.aitheria.example/en/pricing#plans',
      price: 297,
      serviceUrl: 'https://www.aitheria.example/en/services/voiceagent',
    });
    expect(data).toMatchObject({
      '@type': 'Offer',
      price: 297,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 297,
        priceCurrency: 'EUR',
        unitCode: 'MON',
        valueAddedTaxIncluded: false,
      },
      eligibleCustomerType: 'http://purl.org/goodrelations/v1#Business',
      seller: { '@id': 'https://www.aitheria.example/#organization' },
      itemOffered: { '@type': 'Service', name: 'Voice Agent', url: 'https://www.aitheria.example/en/services/voiceagent' },
    });
  });

  it('tells a customer story as an Article by the organisation about the customer, with no review or rating', () => {
    const data = article('https://www.aitheria.example', {
      headline: 'No missed filing deadline',
      url: 'https://www.aitheria.example/en/industries/law-firms/employment-law-cologne',
      language: 'en',
      datePublished: '2026-11-27',
      about: 'Hoffmann & Partner Arbeitsrecht',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'No missed filing deadline',
      mainEntityOfPage: 'https://www.aitheria.example/en/industries/law-firms/employment-law-cologne',
      inLanguage: 'en',
      datePublished: '2026-11-27',
      author: { '@id': 'https://www.aitheria.example/#organization' },
      publisher: { '@id': 'https://www.aitheria.example/#organization' },
      about: { '@type': 'Organization', name: 'Hoffmann & Partner Arbeitsrecht' },
    });
    expect(JSON.stringify(data)).not.toMatch(/Review|Rating/);
  });

  it('names every public page by a title key', () => {
    expect(Object.keys(pageNamespaces).sort()).toEqual([...publicPaths].sort());
  });
});
