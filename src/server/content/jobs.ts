import 'server-only'

import { unstable_cache } from 'next/cache'

import type { IJobSummary } from '@/domain/careers'

import { TAGS } from '../cache/tags'
import { payloadClient } from './payload'

/** An open job with what its page shows. */
export interface IOpenJob extends IJobSummary {
  id: number
  summary: string
  validThrough: string | null
  description: unknown
  responsibilities: string[]
  qualifications: string[]
  updatedAt: string
}

/**
 * Every open job (a few dozen at most), cached under the `jobs` tag: the careers list filters and pages them in
 * memory (src/domain/careers), the job page and the sitemap read the same list. A save in the admin expires it.
 */
export const getOpenJobs = unstable_cache(
  async (): Promise<IOpenJob[]> => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'jobs',
      where: { status: { equals: 'open' } },
      depth: 0,
      pagination: false,
      sort: '-posted_date',
    })
    return docs.map((doc) => ({
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      function: doc.function,
      locations: doc.locations ?? [],
      experienceMin: doc.experience_min,
      experienceMax: doc.experience_max ?? null,
      employmentType: doc.employment_type,
      postedDate: doc.posted_date,
      validThrough: doc.valid_through ?? null,
      summary: doc.summary,
      description: doc.description,
      responsibilities: (doc.responsibilities ?? []).map((item) => item.text),
      qualifications: (doc.qualifications ?? []).map((item) => item.text),
      updatedAt: doc.updatedAt,
    }))
  },
  ['open-jobs'],
  { tags: [TAGS.jobs] },
)

export async function getOpenJob(slug: string): Promise<IOpenJob | null> {
  return (await getOpenJobs()).find((job) => job.slug === slug) ?? null
}
