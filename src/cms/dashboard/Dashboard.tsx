import { headers as requestHeaders } from 'next/headers'
import type { CollectionSlug, Payload, ServerProps, TypedUser } from 'payload'

import { formatDate } from '@/domain/format'

import { hasRole, type TRole } from '../access'

import {
  CONTENT_LINKS,
  countWords,
  dashboardSections,
  type ICount,
  indianTime,
  listUrl,
  toWhere,
} from './counts'
import { FieldVitalsCard } from './FieldVitalsCard'
import { Publishing, publishingQueues } from './Publishing'
import { fieldVitals } from './vitals'
import './dashboard.css'

interface IFigure {
  count: ICount
  /** null when the count failed: the dashboard still renders, and says so. */
  total: number | null
  within: IFigure[]
}

async function figureOf(payload: Payload, user: TypedUser, count: ICount): Promise<IFigure> {
  const [total, within] = await Promise.all([
    payload
      .count({
        collection: count.collection as CollectionSlug,
        where: toWhere(count.conditions),
        overrideAccess: false,
        user,
      })
      .then(({ totalDocs }) => totalDocs)
      .catch((error: unknown) => {
        payload.logger.error({ err: error, figure: count.key }, 'dashboard: a count failed')
        return null
      }),
    Promise.all((count.within ?? []).map((inner) => figureOf(payload, user, inner))),
  ])
  return { count, total, within }
}

function Figure({ figure, adminRoute }: { figure: IFigure; adminRoute: string }) {
  const { count, total, within } = figure
  const urgent = count.urgent && total !== 0
  return (
    <li
      className={urgent ? 'work-dashboard__figure work-dashboard__figure--urgent' : 'work-dashboard__figure'}
    >
      <a href={listUrl(count.collection, count.conditions, adminRoute)}>
        {count.urgent ? <strong className="work-dashboard__flag">Urgent: </strong> : null}
        {total === null ? (
          <>
            <span data-dashboard={count.key} className="work-dashboard__number">
              ?
            </span>{' '}
            {count.text.other} (could not be counted just now)
          </>
        ) : (
          <>
            <span data-dashboard={count.key} className="work-dashboard__number">
              {total}
            </span>{' '}
            {countWords(total, count.text)}
          </>
        )}
      </a>
      {within.length ? (
        <ul className="work-dashboard__within">
          {within.map((inner) => (
            <Figure key={inner.count.key} figure={inner} adminRoute={adminRoute} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * Above the admin's collection cards (`admin.components.beforeDashboard`): what needs the signed-in staff member
 * today, as counts that link to the filtered lists. Each figure is counted with the user's own access and shown only
 * if the user may read its collection, so a role sees only its own work; someone with no such figure (an editor, a
 * viewer) gets a short welcome with the content they work on. Counts only: never a name, number or message.
 */
export async function Dashboard({ payload }: ServerProps) {
  // The full signed-in user and the permissions Payload works out from each collection's own access rules (the
  // `user` prop has field read access applied and is meant for display, not for access checks).
  const { user, permissions } = await payload.auth({ headers: await requestHeaders() })
  if (!user) return null
  const adminRoute = payload.config.routes.admin
  const now = new Date()
  const mayRead = (collection: string) => permissions.collections?.[collection]?.read === true

  const sections = await Promise.all(
    dashboardSections(now)
      .map((section) => ({ ...section, counts: section.counts.filter((count) => mayRead(count.collection)) }))
      .filter((section) => section.counts.length > 0)
      .map(async (section) => ({
        ...section,
        figures: await Promise.all(section.counts.map((count) => figureOf(payload, user, count))),
      })),
  )

  // Staff who may read pages see what is scheduled to go live, in India time.
  // Staff who may read pages see the site's status and the publishing queues of their roles (decision 84).
  const publishing = mayRead('pages') ? (
    <div className="work-dashboard__cards work-dashboard__publishing">
      <Publishing
        adminRoute={adminRoute}
        queues={await publishingQueues(payload, user, now)}
        reviewer={hasRole(user as { roles?: TRole[] }, 'reviewer', 'admin')}
      />
    </div>
  ) : null

  // Staff who may read the speed figures (editors, administrators) see the field figures beside the lab's.
  const speed = mayRead('field-vitals') ? (
    <FieldVitalsCard
      rows={await fieldVitals(payload, now).catch((error: unknown) => {
        payload.logger.error({ err: error }, 'dashboard: the speed figures could not be read')
        return []
      })}
    />
  ) : null

  if (!sections.length) {
    const links = CONTENT_LINKS.filter(({ kind, slug }) =>
      kind === 'collections' ? mayRead(slug) : permissions.globals?.[slug]?.read === true,
    )
    return (
      <section className="work-dashboard" aria-labelledby="work-dashboard-title">
        <h2 id="work-dashboard-title" className="work-dashboard__title">
          Welcome to the site admin
        </h2>
        <p className="work-dashboard__note">
          Leads, grievances and service requests appear here for the teams that handle them.
          {links.length ? ' The site’s content:' : null}
        </p>
        {links.length ? (
          <ul className="work-dashboard__links">
            {links.map(({ kind, slug, label }) => (
              <li key={slug}>
                <a href={`${adminRoute}/${kind}/${slug}`}>{label}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {publishing}
        {speed}
      </section>
    )
  }

  return (
    <section className="work-dashboard" aria-labelledby="work-dashboard-title">
      <h2 id="work-dashboard-title" className="work-dashboard__title">
        Today’s work
      </h2>
      <p className="work-dashboard__note">
        Counted at {indianTime(now)} on {formatDate(now)} (India time). Each figure opens the list behind it.
      </p>
      <div className="work-dashboard__cards">
        {sections.map((section) => (
          <section
            key={section.key}
            className="work-dashboard__card"
            aria-labelledby={`work-dashboard-${section.key}`}
          >
            <h3 id={`work-dashboard-${section.key}`} className="work-dashboard__heading">
              {section.heading}
            </h3>
            {section.note ? <p className="work-dashboard__note">{section.note}</p> : null}
            <ul className="work-dashboard__figures">
              {section.figures.map((figure) => (
                <Figure key={figure.count.key} figure={figure} adminRoute={adminRoute} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {publishing}
      {speed}
    </section>
  )
}
