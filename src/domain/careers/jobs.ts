/**
 * Careers (spec 2.1 discover/careers, careers/careers-details; spec 9 "Job list size 8"): the job functions,
 * the list's filters and pages, and the addresses of the two screens. Pure: the route reads the open jobs once
 * (tag-cached) and this module filters and pages them.
 */

export const CAREERS_PATH = '/discover/careers'
export const JOB_DETAILS_PATH = '/careers/careers-details'
/** Spec 9: jobs per page. */
export const JOB_PAGE_SIZE = 8

export const JOB_FUNCTIONS = [
  { value: 'sales', label: 'Sales and distribution' },
  { value: 'bancassurance', label: 'Bancassurance' },
  { value: 'operations', label: 'Operations' },
  { value: 'customer-service', label: 'Customer service' },
  { value: 'claims', label: 'Claims' },
  { value: 'underwriting', label: 'Underwriting' },
  { value: 'actuarial', label: 'Actuarial' },
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance and accounts' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'human-resources', label: 'Human resources' },
  { value: 'legal-compliance', label: 'Legal and compliance' },
] as const
export type TJobFunction = (typeof JOB_FUNCTIONS)[number]['value']

export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Full time' },
  { value: 'CONTRACTOR', label: 'Contract' },
  { value: 'INTERN', label: 'Internship' },
] as const
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value']

export const jobFunctionLabel = (value: string): string =>
  JOB_FUNCTIONS.find((item) => item.value === value)?.label ?? value

export const employmentTypeLabel = (value: string): string =>
  EMPLOYMENT_TYPES.find((item) => item.value === value)?.label ?? value

/** What the list and the details page need of a job. */
export interface IJobSummary {
  slug: string
  title: string
  function: string
  locations: string[]
  experienceMin: number
  experienceMax: number | null
  employmentType: string
  postedDate: string
}

export interface IJobFilter {
  location: string | null
  function: string | null
  page: number
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** A query string's filter; anything unknown or malformed counts as no filter (page 1). */
export function parseJobFilter(query: Record<string, string | string[] | undefined>): IJobFilter {
  const location = single(query.location)?.trim().slice(0, 60) || null
  const fn = single(query.function)?.trim() || null
  const pageText = single(query.page) ?? ''
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1
  return {
    location,
    function: fn && JOB_FUNCTIONS.some((item) => item.value === fn) ? fn : null,
    page,
  }
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

export interface IJobPage<T extends IJobSummary> {
  jobs: T[]
  total: number
  page: number
  pages: number
  locations: string[]
  functions: { value: string; label: string }[]
}

/**
 * One page of jobs matching the filter, newest first. `locations` and `functions` are the choices that have at
 * least one open job, so a filter never offers an empty list. A page past the last is null (the route's 404).
 */
export function jobPage<T extends IJobSummary>(jobs: T[], filter: IJobFilter): IJobPage<T> | null {
  const matching = jobs
    .filter((job) => !filter.location || job.locations.some((place) => sameText(place, filter.location!)))
    .filter((job) => !filter.function || job.function === filter.function)
    .sort((a, b) => b.postedDate.localeCompare(a.postedDate) || a.title.localeCompare(b.title))
  const pages = Math.max(1, Math.ceil(matching.length / JOB_PAGE_SIZE))
  if (filter.page > pages) return null
  const start = (filter.page - 1) * JOB_PAGE_SIZE
  const locations = [...new Set(jobs.flatMap((job) => job.locations))].sort((a, b) => a.localeCompare(b))
  const functions = JOB_FUNCTIONS.filter((item) => jobs.some((job) => job.function === item.value)).map(
    ({ value, label }) => ({ value, label }),
  )
  return {
    jobs: matching.slice(start, start + JOB_PAGE_SIZE),
    total: matching.length,
    page: filter.page,
    pages,
    locations,
    functions,
  }
}

/** The list's address for a filter and page (query parameters, so it works without JavaScript). */
export function careersHref(filter: Partial<IJobFilter>): string {
  const params = new URLSearchParams()
  if (filter.location) params.set('location', filter.location)
  if (filter.function) params.set('function', filter.function)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  const query = params.toString()
  return query ? `${CAREERS_PATH}?${query}` : CAREERS_PATH
}

/** A job's page: the spec's careers/careers-details with the job as a last segment (its own canonical address). */
export const jobHref = (slug: string) => `${JOB_DETAILS_PATH}/${slug}`

/** A slug as editors and links write it: lowercase letters, digits and single dashes. */
export const isJobSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)

/** "2 to 5 years", "Freshers", "8+ years". */
export function experienceLabel(min: number, max: number | null): string {
  if (min === 0 && (max === null || max === 0)) return 'Freshers welcome'
  if (max === null || max < min) return `${min}+ years`
  if (min === max) return `${min} ${min === 1 ? 'year' : 'years'}`
  return `${min} to ${max} years`
}

/** The sitemap's careers entries: the list (as fresh as its newest change) and each open job's page. */
export function careersSitemapEntries(
  jobs: { slug: string; updatedAt: string }[],
  siteUrl: string,
): { url: string; lastModified: string }[] {
  const newest =
    jobs
      .map((job) => job.updatedAt)
      .sort()
      .at(-1) ?? new Date(0).toISOString()
  return [
    { url: new URL(CAREERS_PATH, siteUrl).toString(), lastModified: newest },
    ...jobs.map((job) => ({
      url: new URL(jobHref(job.slug), siteUrl).toString(),
      lastModified: job.updatedAt,
    })),
  ]
}
