import { languageOptions } from '@/i18n/locales';
import { company } from './company';

/** schema.org objects of the site (JSON-LD); pure, so they are unit-tested. */

const organizationId = (origin: string) => `${origin}/#organization`;

export function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: company.brand,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: 'CY',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: company.email,
      telephone: company.phone,
      availableLanguage: languageOptions.map((language) => language.name),
      areaServed: 'EU',
    },
  };
}

export function website(origin: string, language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: company.brand,
    url: `${origin}/`,
    inLanguage: language,
    publisher: { '@id': organizationId(origin) },
  };
}

export function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export function faqPage(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function service(
  origin: string,
  { name, description, url, language }: { name: string; description: string; url: string; language: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    inLanguage: language,
    serviceType: name,
    areaServed: { '@type': 'Place', name: 'Europe' },
    provider: { '@id': organizationId(origin) },
  };
}

/**
 * One plan of the pricing page: a monthly price from (net, VAT on top) for business customers, as an Offer
 * whose price specification says per month and without VAT. The offer's own page is the plan's service page.
 */
export function offer(
  origin: string,
  { name, description, url, price, serviceUrl }: { name: string; description: string; url: string; price: number; serviceUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name,
    description,
    url,
    price,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      minPrice: price,
      priceCurrency: 'EUR',
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      valueAddedTaxIncluded: false,
    },
    eligibleCustomerType: 'http://purl.org/goodrelations/v1#Business',
    areaServed: { '@type': 'Place', name: 'Europe' },
    seller: { '@id': organizationId(origin) },
    itemOffered: { '@type': 'Service', name, url: serviceUrl, provider: { '@id': organizationId(origin) } },
  };
}

/**
 * A customer story: an Article written and published by the organisation, about the customer's business. It
 * carries no Review or rating: a review of our own service on our own page is the self-serving kind search
 * engines ignore or penalise. No description either: the page's meta description says it, and a long text
 * beside the site's address cannot hold a deployment value (server/deployment/build-check.ts).
 */
export function article(
  origin: string,
  {
    headline,
    url,
    language,
    datePublished,
    about,
  }: { headline: string; url: string; language: string; datePublished: string; about: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    datePublished,
    dateModified: datePublished,
    author: { '@id': organizationId(origin) },
    publisher: { '@id': organizationId(origin) },
    about: { '@type': 'Organization', name: about },
    isPartOf: { '@id': `${origin}/#website` },
  };
}

/** The parent pages of a path that are pages themselves: /services/voiceagent → /, /services, /services/voiceagent. */
export function breadcrumbPaths(path: string, isPage: (candidate: string) => boolean): string[] {
  const segments = path.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return paths.filter((candidate) => candidate === path || isPage(candidate));
}
