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
      availableLanguage: ['German', 'English', 'Greek'],
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

/** The parent pages of a path that are pages themselves: /services/voiceagent → /, /services, /services/voiceagent. */
export function breadcrumbPaths(path: string, isPage: (candidate: string) => boolean): string[] {
  const segments = path.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return paths.filter((candidate) => candidate === path || isPage(candidate));
}
