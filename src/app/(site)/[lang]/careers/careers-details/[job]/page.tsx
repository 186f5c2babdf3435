import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CAREERS_PATH, isJobSlug, jobHref, jobPosting } from '@/domain/careers'
import { getOpenJob } from '@/server/content/jobs'
import { metaRecordForScreen } from '@/server/seo'
import { serviceFormProps } from '@/server/services/page'
import { Breadcrumbs, type TCrumb } from '@/ui/branches/BranchViews'
import { RichText } from '@/ui/primitives/RichText'
import { ApplicationForm } from '@/ui/careers/ApplicationForm'
import { JobFacts } from '@/ui/careers/JobViews'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ job: string }> }

/** Rendered on first request and kept until a job is saved (tag `jobs`). */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const load = cache(async (slug: string) => {
  if (!isJobSlug(slug)) return null
  const job = await getOpenJob(slug)
  if (!job) return null
  const path = jobHref(job.slug)
  const trail: TCrumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Careers', path: CAREERS_PATH },
    { name: job.title, path },
  ]
  const record = await metaRecordForScreen({
    path,
    title: `${job.title}, ${job.locations.join(', ')} | Careers at Sahyog Life`,
    description: job.summary,
    trail,
    extraSchema: (organization) => [
      jobPosting({
        title: job.title,
        description: [job.summary, ...job.responsibilities, ...job.qualifications].join(' '),
        datePosted: job.postedDate,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        locations: job.locations,
        experienceMinYears: job.experienceMin,
        url: new URL(path, organization.url).toString(),
        organization,
      }),
    ],
  })
  return { job, trail, record, path }
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const view = await load((await params).job)
  return view ? toMetadata(view.record) : {}
}

/** Spec 2.1 careers/careers-details: one open job and its application form; a closed or unknown job is a 404. */
export default async function JobPage({ params }: Args) {
  const view = await load((await params).job)
  if (!view) notFound()
  const { job, trail, record, path } = view
  return (
    <Shell path={path} schema={record.schema}>
      <Breadcrumbs trail={trail} />
      <article className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{job.title}</h1>
          <p className="mt-2 text-lg text-muted">{job.summary}</p>
          <JobFacts job={job} />
          <div className="mt-6">
            <RichText data={job.description} />
          </div>
          {job.responsibilities.length > 0 ? (
            <section aria-labelledby="job-responsibilities" className="mt-6">
              <h2 id="job-responsibilities" className="text-xl font-semibold text-brand-900">
                What you will do
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {job.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {job.qualifications.length > 0 ? (
            <section aria-labelledby="job-qualifications" className="mt-6">
              <h2 id="job-qualifications" className="text-xl font-semibold text-brand-900">
                What you need
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {job.qualifications.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="apply-heading" className="h-fit rounded-lg border border-gray-200 p-5">
          <h2 id="apply-heading" className="text-xl font-semibold text-brand-900">
            Apply for this job
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">All fields are required.</p>
          <ApplicationForm job={job.slug} jobTitle={job.title} {...serviceFormProps()} />
        </section>
      </article>
    </Shell>
  )
}
