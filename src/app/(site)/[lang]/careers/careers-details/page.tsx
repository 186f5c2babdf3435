import { permanentRedirect } from 'next/navigation'

import { CAREERS_PATH, isJobSlug, jobHref } from '@/domain/careers'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * careers/careers-details?job={slug} (the spec's route with the job in the query) → the job's own address
 * careers/careers-details/{slug}; without a job, the list of open jobs.
 */
export default async function CareersDetailsPage({ searchParams }: Args) {
  const job = (await searchParams).job
  const slug = Array.isArray(job) ? job[0] : job
  permanentRedirect(isJobSlug(slug) ? jobHref(slug) : CAREERS_PATH)
}
