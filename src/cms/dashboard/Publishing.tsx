import type { Payload, TypedUser } from 'payload'

import { formatIndiaDateTime } from '@/domain/format/india-time'
import type { TReviewState } from '@/domain/publishing/review'
import { type IMaintenanceSettings, maintenanceEndsAt, maintenanceOn } from '@/domain/status/maintenance'

import { hasRole, type TRole } from '../access'

/** How many entries each list of the home screen shows. */
const SHOWN = 8

interface IPageRef {
  id: string
  title: string
  path: string
}

export interface IScheduled {
  id: number | string
  type: 'publish' | 'unpublish'
  at: string
  page: IPageRef | null
}

export interface IQueueItem extends IPageRef {
  at: string
  by: string | null
}

/** The publishing queues each role sees (decision 84): what is theirs to do first, then what is coming. */
export interface IPublishingQueues {
  /** Changes not yet submitted (editors). */
  drafts: IQueueItem[] | null
  /** Changes waiting for a reviewer: to approve (reviewers), or waiting (editors). */
  inReview: IQueueItem[] | null
  /** Approved changes not yet published or scheduled (editors). */
  approved: IQueueItem[] | null
  scheduled: IScheduled[] | null
  recent: IQueueItem[] | null
  /** Whether visitors get the maintenance page now, and until when (decision 85). */
  maintenance: { on: boolean; endsAt: string | null } | null
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

async function namesOf(payload: Payload, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(String))]
  if (!wanted.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    limit: wanted.length,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

type TPageRow = {
  id: number | string
  title: string
  path: string
  updatedAt: string
  lastEditedBy?: unknown
  review?: { state?: TReviewState | null; submittedBy?: unknown; submittedAt?: string | null } | null
}

/** The latest version of each page in a review state, newest first. */
async function pagesIn(payload: Payload, state: TReviewState): Promise<IQueueItem[]> {
  const { docs } = (await payload.find({
    collection: 'pages',
    where: { 'review.state': { equals: state } },
    draft: true,
    sort: '-updatedAt',
    depth: 0,
    limit: SHOWN,
    overrideAccess: true,
    select: { title: true, path: true, updatedAt: true, lastEditedBy: true, review: true },
  })) as unknown as { docs: TPageRow[] }
  const by = (doc: TPageRow) => (state === 'in_review' ? doc.review?.submittedBy : doc.lastEditedBy)
  const names = await namesOf(payload, docs.map(by))
  return docs.map((doc) => ({
    id: String(doc.id),
    title: doc.title,
    path: doc.path,
    at: state === 'in_review' ? (doc.review?.submittedAt ?? doc.updatedAt) : doc.updatedAt,
    by: names.get(String(by(doc))) ?? null,
  }))
}

/** The latest saves of pages, whoever made them. */
async function recentEdits(payload: Payload): Promise<IQueueItem[]> {
  const { docs } = await payload.findVersions({
    collection: 'pages',
    sort: '-updatedAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
    where: { autosave: { not_equals: true } },
  })
  const rows = docs.map((doc) => ({
    ...(doc.version as unknown as TPageRow),
    id: doc.parent,
    at: doc.updatedAt,
  }))
  const names = await namesOf(
    payload,
    rows.map((row) => row.lastEditedBy),
  )
  return rows.map((row) => ({
    id: String(typeof row.id === 'object' && row.id ? (row.id as { id: unknown }).id : row.id),
    title: row.title,
    path: row.path,
    at: row.at,
    by: names.get(String(row.lastEditedBy)) ?? null,
  }))
}

const safely = async <T,>(payload: Payload, what: string, read: () => Promise<T>): Promise<T | null> =>
  read().catch((error: unknown) => {
    payload.logger.error({ err: error, what }, 'dashboard: a publishing list could not be read')
    return null
  })

/** What the home screen shows a user who may read pages, by their roles. */
export async function publishingQueues(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
): Promise<IPublishingQueues> {
  const roles = user as unknown as { roles?: TRole[] }
  const edits = hasRole(roles, 'admin', 'editor')
  const reviews = hasRole(roles, 'admin', 'reviewer')
  const [drafts, inReview, approved, scheduled, recent, maintenance] = await Promise.all([
    edits ? safely(payload, 'drafts', () => pagesIn(payload, 'draft')) : Promise.resolve(null),
    edits || reviews
      ? safely(payload, 'in review', () => pagesIn(payload, 'in_review'))
      : Promise.resolve(null),
    edits ? safely(payload, 'approved', () => pagesIn(payload, 'approved')) : Promise.resolve(null),
    safely(payload, 'scheduled', () => upcomingSchedules(payload, now)),
    safely(payload, 'recent edits', () => recentEdits(payload)),
    safely(payload, 'site status', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      const state = settings as IMaintenanceSettings
      return {
        on: maintenanceOn(state, now.getTime()),
        endsAt: maintenanceEndsAt(state)?.toISOString() ?? null,
      }
    }),
  ])
  return { drafts, inReview, approved, scheduled, recent, maintenance }
}

function PageList({
  items,
  adminRoute,
  empty,
  kind,
  verb,
}: {
  items: IQueueItem[] | null
  adminRoute: string
  empty: string
  kind: string
  verb: string
}) {
  if (items === null) return <p className="work-dashboard__note">This list could not be read just now.</p>
  if (!items.length) return <p className="work-dashboard__note">{empty}</p>
  return (
    <ul className="work-dashboard__figures" data-publishing={kind}>
      {items.map((item) => (
        <li key={`${kind}-${item.id}`} className="work-dashboard__figure">
          <a href={`${adminRoute}/collections/pages/${item.id}`}>{item.title}</a>{' '}
          <span className="work-dashboard__note">
            {verb} {item.by ? `by ${item.by}, ` : ''}
            {formatIndiaDateTime(item.at)}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Card({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section className="work-dashboard__card" aria-labelledby={`work-dashboard-${id}`}>
      <h3 id={`work-dashboard-${id}`} className="work-dashboard__heading">
        {heading}
      </h3>
      {children}
    </section>
  )
}

/**
 * The home screen's publishing cards, for staff who may read pages: the site's status; for reviewers the changes
 * waiting for their approval; for editors their drafts, what waits for a reviewer and what is approved and ready;
 * for everyone what is scheduled (India time) and the latest edits. Each entry opens its page.
 */
export function Publishing({
  queues,
  adminRoute,
  reviewer,
}: {
  queues: IPublishingQueues
  adminRoute: string
  reviewer: boolean
}) {
  const { drafts, inReview, approved, scheduled, recent, maintenance } = queues
  return (
    <>
      <Card id="site-status" heading="The site">
        {maintenance === null ? (
          <p className="work-dashboard__note">The site’s status could not be read just now.</p>
        ) : maintenance.on ? (
          <p className="work-dashboard__figure work-dashboard__figure--urgent" data-publishing="site-status">
            <strong className="work-dashboard__flag">Under maintenance:</strong> visitors see the maintenance
            page
            {maintenance.endsAt
              ? ` until ${formatIndiaDateTime(maintenance.endsAt)}, when it switches itself off`
              : ' until it is switched off'}
            . <a href={`${adminRoute}/globals/site-settings`}>Site settings</a>
          </p>
        ) : (
          <p className="work-dashboard__figure" data-publishing="site-status">
            Live: visitors see the published pages.
          </p>
        )}
      </Card>
      {inReview !== null && reviewer ? (
        <Card id="to-review" heading="Waiting for your review">
          <PageList
            items={inReview}
            adminRoute={adminRoute}
            kind="in-review"
            verb="submitted"
            empty="No change is waiting for a review."
          />
        </Card>
      ) : null}
      {drafts !== null ? (
        <Card id="drafts" heading="Drafts">
          <PageList
            items={drafts}
            adminRoute={adminRoute}
            kind="drafts"
            verb="changed"
            empty="No unsubmitted changes."
          />
        </Card>
      ) : null}
      {inReview !== null && !reviewer ? (
        <Card id="in-review" heading="In review">
          <PageList
            items={inReview}
            adminRoute={adminRoute}
            kind="in-review"
            verb="submitted"
            empty="Nothing is waiting for a reviewer."
          />
        </Card>
      ) : null}
      {approved !== null ? (
        <Card id="approved" heading="Approved, ready to publish">
          <PageList
            items={approved}
            adminRoute={adminRoute}
            kind="approved"
            verb="approved"
            empty="No approved change is waiting to be published."
          />
        </Card>
      ) : null}
      <Card id="scheduled" heading="Scheduled">
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
      </Card>
      <Card id="recent" heading="Recent edits">
        <PageList
          items={recent}
          adminRoute={adminRoute}
          kind="recent"
          verb="saved"
          empty="No page has been changed yet."
        />
      </Card>
    </>
  )
}
