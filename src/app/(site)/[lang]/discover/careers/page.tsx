import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CAREERS_PATH, jobPage, parseJobFilter } from '@/domain/careers'
import { getOpenJobs } from '@/server/content/jobs'
import { metaRecordForScreen } from '@/server/seo'
import { Breadcrumbs, type TCrumb } from '@/ui/branches/BranchViews'
import { JobFilters, JobList, Pagination } from '@/ui/careers/JobViews'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TRAIL: TCrumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Discover', path: '/discover' },
  { name: 'Careers', path: CAREERS_PATH },
]

const meta = cache(() =>
  metaRecordForScreen({
    path: CAREERS_PATH,
    title: 'Careers at Sahyog Life Insurance: Open Jobs Across India',
    description:
      'Open positions in sales, bancassurance, operations, claims, technology and more. Filter by city and function and apply online with your resume.',
    trail: TRAIL,
  }),
)

export async function generateMetadata(): Promise<Metadata> {
  // Filtered and later pages are the same list: one canonical address, which meta builds from the path.
  return toMetadata(await meta())
}

/** Spec 2.1 discover/careers: open jobs, 8 a page (spec 9), filtered by location and function in the query. */
export default async function CareersPage({ searchParams }: Args) {
  const filter = parseJobFilter(await searchParams)
  const [jobs, record] = await Promise.all([getOpenJobs(), meta()])
  const page = jobPage(jobs, filter)
  if (!page) notFound()
  const filtered = !!(filter.location || filter.function)
  return (
    <Shell path={CAREERS_PATH} schema={record.schema}>
      <Breadcrumbs trail={TRAIL} />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-3xl font-bold text-brand-900">Careers</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Help millions of Indian families protect what matters. We hire across India for sales, service,
          operations, technology and more, and we train you to grow with us.
        </p>
        <section aria-labelledby="jobs-heading" className="mt-8">
          <h2 id="jobs-heading" className="text-xl font-semibold text-brand-900">
            Open positions
          </h2>
          <div className="mt-4">
            <JobFilters page={page} filter={filter} />
          </div>
          <p className="mt-4 text-sm text-muted" role="status">
            {page.total === 0
              ? 'No open jobs match these filters. Try another location or function.'
              : `${page.total} ${page.total === 1 ? 'job' : 'jobs'}${filtered ? ' match your filters' : ''}, page ${page.page} of ${page.pages}.`}
          </p>
          <div className="mt-4">
            <JobList jobs={page.jobs} />
          </div>
          <Pagination page={page} filter={filter} />
        </section>
      </div>
    </Shell>
  )
}
