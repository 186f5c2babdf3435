import { describe, expect, it } from 'vitest'

import {
  APPLICATION_MESSAGES,
  applicationReference,
  careersHref,
  careersSitemapEntries,
  experienceLabel,
  isApplicationReference,
  JOB_PAGE_SIZE,
  jobHref,
  jobPage,
  parseJobFilter,
  validateApplication,
  type IJobSummary,
} from '.'

const job = (index: number, overrides: Partial<IJobSummary> = {}): IJobSummary => ({
  slug: `job-${index}`,
  title: `Job ${index}`,
  function: index % 2 ? 'sales' : 'technology',
  locations: index % 3 ? ['Pune'] : ['Mumbai', 'Pune'],
  experienceMin: 1,
  experienceMax: 3,
  employmentType: 'FULL_TIME',
  postedDate: `2026-10-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
  ...overrides,
})
const thirteen = Array.from({ length: 13 }, (_, index) => job(index))

describe('the careers list (spec 9: job list size 8)', () => {
  it('shows 8 jobs a page, newest first, and a second page with the rest', () => {
    expect(JOB_PAGE_SIZE).toBe(8)
    const first = jobPage(thirteen, parseJobFilter({}))!
    expect(first.jobs).toHaveLength(8)
    expect(first.jobs[0]!.slug).toBe('job-12')
    expect(first.pages).toBe(2)
    const second = jobPage(thirteen, parseJobFilter({ page: '2' }))!
    expect(second.jobs.map((item) => item.slug)).toEqual(['job-4', 'job-3', 'job-2', 'job-1', 'job-0'])
  })

  it('a page past the last is no page (the route answers 404)', () => {
    expect(jobPage(thirteen, parseJobFilter({ page: '3' }))).toBeNull()
  })

  it('filters by location, ignoring case, and by function', () => {
    const mumbai = jobPage(thirteen, parseJobFilter({ location: 'mumbai' }))!
    expect(mumbai.total).toBe(5)
    expect(mumbai.jobs.every((item) => item.locations.includes('Mumbai'))).toBe(true)
    const sales = jobPage(thirteen, parseJobFilter({ function: 'sales' }))!
    expect(sales.jobs.every((item) => item.function === 'sales')).toBe(true)
    const both = jobPage(thirteen, parseJobFilter({ location: 'Mumbai', function: 'sales' }))!
    expect(both.jobs.map((item) => item.slug)).toEqual(['job-9', 'job-3'])
  })

  it('offers only locations and functions that have open jobs', () => {
    const page = jobPage(thirteen, parseJobFilter({}))!
    expect(page.locations).toEqual(['Mumbai', 'Pune'])
    expect(page.functions.map((item) => item.value)).toEqual(['sales', 'technology'])
  })

  it('ignores an unknown function and a malformed page', () => {
    expect(parseJobFilter({ function: 'astrology', page: '-1' })).toEqual({
      location: null,
      function: null,
      page: 1,
    })
    expect(parseJobFilter({ page: '1e3' }).page).toBe(1)
  })

  it('builds addresses that keep the filters and drop page 1', () => {
    expect(careersHref({ location: 'Navi Mumbai', function: 'sales', page: 1 })).toBe(
      '/discover/careers?location=Navi+Mumbai&function=sales',
    )
    expect(careersHref({ page: 2 })).toBe('/discover/careers?page=2')
    expect(jobHref('claims-assessor-chennai')).toBe('/careers/careers-details/claims-assessor-chennai')
  })

  it('lists the careers page and each open job in the sitemap', () => {
    const entries = careersSitemapEntries(
      [
        { slug: 'a', updatedAt: '2026-11-01T00:00:00.000Z' },
        { slug: 'b', updatedAt: '2026-11-05T00:00:00.000Z' },
      ],
      'https://www.sahyoglife.in',
    )
    expect(entries).toEqual([
      { url: 'https://www.sahyoglife.in/discover/careers', lastModified: '2026-11-05T00:00:00.000Z' },
      {
        url: 'https://www.sahyoglife.in/careers/careers-details/a',
        lastModified: '2026-11-01T00:00:00.000Z',
      },
      {
        url: 'https://www.sahyoglife.in/careers/careers-details/b',
        lastModified: '2026-11-05T00:00:00.000Z',
      },
    ])
  })

  it('says experience as people read it', () => {
    expect(experienceLabel(0, 0)).toBe('Freshers welcome')
    expect(experienceLabel(2, 6)).toBe('2 to 6 years')
    expect(experienceLabel(8, null)).toBe('8+ years')
  })
})

describe('the career application form (spec 5 messages)', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'Asha.Verma@example.in',
    mobile: '9876543210',
    experience: '6',
    job: 'senior-underwriter-mumbai',
  }

  it('accepts a complete application and normalises the e-mail', () => {
    const result = validateApplication(valid, true)
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Asha Verma',
        email: 'asha.verma@example.in',
        mobile: '9876543210',
        experienceYears: 6,
        job: 'senior-underwriter-mumbai',
      },
    })
  })

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'As', 'Name must be at least 3 characters.'],
    ['email', '', 'Please enter the email id'],
    ['email', 'asha@', 'Please enter valid email id'],
    ['mobile', '', 'Mobile number is required'],
    ['mobile', '5876543210', 'Please enter a valid mobile number'],
    ['experience', '', APPLICATION_MESSAGES.experienceRequired],
    ['experience', '99', APPLICATION_MESSAGES.experienceInvalid],
    ['job', '../etc', APPLICATION_MESSAGES.jobRequired],
  ])('refuses %s %j with “%s”', (field, value, message) => {
    const result = validateApplication({ ...valid, [field]: value }, true)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message)
  })

  it('needs a resume: “File is required”', () => {
    const result = validateApplication(valid, false)
    expect(result.ok || result.errors.resume).toBe('File is required')
  })

  it('treats fields of the wrong type as empty, never throwing', () => {
    const result = validateApplication({ name: 42, email: ['a'], mobile: null }, false)
    expect(result.ok).toBe(false)
  })

  it('gives a reference the applicant can read out', () => {
    const reference = applicationReference(
      new Date('2026-11-22T09:00:00Z'),
      new Uint8Array([0, 1, 2, 31, 32, 63]),
    )
    expect(reference).toBe('CA-261122-ABC9A9')
    expect(isApplicationReference(reference)).toBe(true)
  })
})
