/**
 * Builders of schema.org JSON-LD objects (https://schema.org). Pure data in, plain objects out; the page renders
 * them with `serializeJsonLd` and the meta-info API returns the same list.
 */

const CONTEXT = 'https://schema.org'

export interface ICrumb {
  name: string
  url: string
}

export function breadcrumbList(crumbs: ICrumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export interface IQuestion {
  question: string
  answer: string
}

export function faqPage(questions: IQuestion[]): object | null {
  const items = questions.filter((q) => q.question.trim() && q.answer.trim())
  if (items.length === 0) return null
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: q.answer.trim() },
    })),
  }
}

interface IOrganizationRef {
  name: string
  url: string
  logo?: string | null
}

const organizationRef = (org: IOrganizationRef) => ({
  '@type': 'Organization',
  name: org.name,
  url: org.url,
  ...(org.logo ? { logo: { '@type': 'ImageObject', url: org.logo } } : {}),
})

/** A life-insurance plan: a schema.org Product that is also a FinancialProduct, offered by the insurer. */
export function insuranceProduct(input: {
  name: string
  description?: string | null
  url: string
  image?: string | null
  organization: IOrganizationRef
}): object {
  return {
    '@context': CONTEXT,
    '@type': ['Product', 'FinancialProduct'],
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    category: 'Life insurance',
    brand: { '@type': 'Brand', name: input.organization.name },
    provider: organizationRef(input.organization),
  }
}

export function article(input: {
  headline: string
  description?: string | null
  url: string
  image?: string | null
  datePublished?: string | null
  dateModified?: string | null
  author?: string | null
  organization: IOrganizationRef
}): object {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    ...(input.description ? { description: input.description } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : organizationRef(input.organization),
    publisher: organizationRef(input.organization),
  }
}

export function localBusiness(input: {
  name: string
  url: string
  telephone?: string | null
  email?: string | null
  street: string
  locality: string
  region: string
  postalCode?: string | null
  latitude?: number | null
  longitude?: number | null
  openingHours?: string | null
  organization: IOrganizationRef
}): object {
  return {
    '@context': CONTEXT,
    '@type': ['LocalBusiness', 'InsuranceAgency'],
    name: input.name,
    url: input.url,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.street,
      addressLocality: input.locality,
      addressRegion: input.region,
      ...(input.postalCode ? { postalCode: input.postalCode } : {}),
      addressCountry: 'IN',
    },
    ...(input.latitude != null && input.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude } }
      : {}),
    ...(input.openingHours ? { openingHours: input.openingHours } : {}),
    parentOrganization: organizationRef(input.organization),
  }
}
