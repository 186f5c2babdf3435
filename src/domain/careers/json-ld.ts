/** schema.org JobPosting (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export function jobPosting(input: {
  title: string
  description: string
  datePosted: string
  validThrough: string | null
  employmentType: string
  locations: string[]
  experienceMinYears: number
  url: string
  organization: { name: string; url: string; logo?: string | null }
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted.slice(0, 10),
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    employmentType: input.employmentType,
    url: input.url,
    hiringOrganization: {
      '@type': 'Organization',
      name: input.organization.name,
      sameAs: input.organization.url,
      ...(input.organization.logo ? { logo: input.organization.logo } : {}),
    },
    jobLocation: input.locations.map((city) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'IN' },
    })),
    ...(input.experienceMinYears > 0
      ? {
          experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: input.experienceMinYears * 12,
          },
        }
      : {}),
  }
}
