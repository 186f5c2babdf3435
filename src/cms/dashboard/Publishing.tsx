import type { Payload } from 'payload'

import { formatIndiaDateTime } from '@/domain/format/india-time'

/** How many scheduled events the home screen lists. */
const SHOWN = 8

export interface IScheduled {
  id: number | string
  type: 'publish' | 'unpublish'
  at: string
  page: { id: string; title: string; path: string } | null
}

/** The scheduled publishes and unpublishes still to come, soonest first, with their pages. */
export async function upcomingSchedules(payload: Payload, now = new Date()): Promise<IScheduled[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'waitUntil',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const input = (job: (typeof docs)[number]) =>
    (job.input ?? {}) as { type?: string; doc?: { relationTo?: string; value?: string } }
  const ids = docs.flatMap((job) => (input(job).doc?.relationTo === 'pages' ? [input(job).doc!.value!] : []))
  const pages = ids.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { id: { in: ids } },
          draft: true,
          depth: 0,
          limit: ids.length,
          select: { title: true, path: true },
          overrideAccess: true,
        })
      ).docs
    : []
  return docs.map((job) => {
    const doc = input(job).doc
    const page = pages.find((p) => String(p.id) === String(doc?.value))
    return {
      id: job.id,
      type: input(job).type === 'unpublish' ? 'unpublish' : 'publish',
      at: String(job.waitUntil),
      page: page ? { id: String(page.id), title: page.title, path: page.path } : null,
    }
  })
}

/**
 * The home screen's publishing card, for staff who may read pages: what is scheduled to go live or come off the site,
 * in India time, each opening its page (null: it could not be read).
 */
export function Publishing({
  scheduled,
  adminRoute,
}: {
  scheduled: IScheduled[] | null
  adminRoute: string
}) {
  return (
    <section className="work-dashboard__card" aria-labelledby="work-dashboard-scheduled">
      <h3 id="work-dashboard-scheduled" className="work-dashboard__heading">
        Scheduled
      </h3>
      {scheduled === null ? (
        <p className="work-dashboard__note">What is scheduled could not be read just now.</p>
      ) : scheduled.length === 0 ? (
        <p className="work-dashboard__note">Nothing is scheduled to publish or unpublish.</p>
      ) : (
        <ul className="work-dashboard__figures" data-publishing="scheduled">
          {scheduled.map((event) => (
            <li key={event.id} className="work-dashboard__figure">
              <strong>{event.type === 'publish' ? 'Publishes' : 'Unpublishes'}</strong>{' '}
              {formatIndiaDateTime(event.at)}:{' '}
              {event.page ? (
                <a href={`${adminRoute}/collections/pages/${event.page.id}`}>{event.page.title}</a>
              ) : (
                'a page no longer there'
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
