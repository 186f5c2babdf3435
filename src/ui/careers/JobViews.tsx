import {
  careersHref,
  employmentTypeLabel,
  experienceLabel,
  jobFunctionLabel,
  jobHref,
  type IJobFilter,
  type IJobPage,
  type IJobSummary,
} from '@/domain/careers'

import { SmartLink } from '../primitives/SmartLink'
import { formatDate } from '@/domain/format'

export const postedOn = (iso: string) => formatDate(iso) ?? ''

/** The job facts shown on a card and on the job page. */
export function JobFacts({ job }: { job: IJobSummary }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Location</dt>
      <dd>{job.locations.join(', ')}</dd>
      <dt className="text-muted">Function</dt>
      <dd>{jobFunctionLabel(job.function)}</dd>
      <dt className="text-muted">Experience</dt>
      <dd>{experienceLabel(job.experienceMin, job.experienceMax)}</dd>
      <dt className="text-muted">Type</dt>
      <dd>{employmentTypeLabel(job.employmentType)}</dd>
      <dt className="text-muted">Posted</dt>
      <dd>
        <time dateTime={job.postedDate.slice(0, 10)}>{postedOn(job.postedDate)}</time>
      </dd>
    </dl>
  )
}

/**
 * The filter form: a plain GET form, so it works without JavaScript; choosing a filter starts again on page 1.
 */
export function JobFilters({ page, filter }: { page: IJobPage<IJobSummary>; filter: IJobFilter }) {
  return (
    <form
      method="get"
      action={careersHref({})}
      className="flex flex-wrap items-end gap-4"
      role="search"
      aria-label="Filter jobs"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="job-location" className="text-sm font-semibold">
          Location
        </label>
        <select
          id="job-location"
          name="location"
          defaultValue={filter.location ?? ''}
          className="min-h-11 rounded-md border border-gray-300 bg-white px-3"
        >
          <option value="">All locations</option>
          {page.locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="job-function" className="text-sm font-semibold">
          Function
        </label>
        <select
          id="job-function"
          name="function"
          defaultValue={filter.function ?? ''}
          className="min-h-11 rounded-md border border-gray-300 bg-white px-3"
        >
          <option value="">All functions</option>
          {page.functions.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Show jobs
      </button>
      {filter.location || filter.function ? (
        <SmartLink
          href={careersHref({})}
          className="inline-flex min-h-11 items-center text-brand-700 underline"
        >
          Clear filters
        </SmartLink>
      ) : null}
    </form>
  )
}

export function JobList({ jobs }: { jobs: (IJobSummary & { summary: string })[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Jobs">
      {jobs.map((job) => (
        <li key={job.slug} className="rounded-lg border border-gray-200 p-5" data-testid="job-card">
          <h3 className="text-lg font-semibold text-brand-900">
            <SmartLink href={jobHref(job.slug)} className="underline-offset-2 hover:underline">
              {job.title}
            </SmartLink>
          </h3>
          <p className="mt-1 text-sm text-ink">{job.summary}</p>
          <JobFacts job={job} />
        </li>
      ))}
    </ul>
  )
}

/** Previous / numbered / next links, each a real address (`?page=`), with the current page marked. */
export function Pagination({ page, filter }: { page: IJobPage<IJobSummary>; filter: IJobFilter }) {
  if (page.pages <= 1) return null
  const numbers = Array.from({ length: page.pages }, (_, index) => index + 1)
  const link =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 px-3'
  return (
    <nav aria-label="Job pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page.page > 1 ? (
          <li>
            <SmartLink href={careersHref({ ...filter, page: page.page - 1 })} className={link} rel="prev">
              Previous
            </SmartLink>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page.page ? (
              <span
                aria-current="page"
                className={`${link} border-brand-700 bg-brand-700 font-semibold text-white`}
              >
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <SmartLink href={careersHref({ ...filter, page: number })} className={link}>
                <span className="sr-only">Page </span>
                {number}
              </SmartLink>
            )}
          </li>
        ))}
        {page.page < page.pages ? (
          <li>
            <SmartLink href={careersHref({ ...filter, page: page.page + 1 })} className={link} rel="next">
              Next
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
