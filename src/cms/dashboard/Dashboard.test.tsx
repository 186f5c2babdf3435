import type { CollectionConfig, GlobalConfig, Payload, PayloadRequest, ServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { type TRole } from '../access'
import { AdvisorRequests } from '../collections/AdvisorRequests'
import { BonusRates } from '../collections/BonusRates'
import { Branches } from '../collections/Branches'
import { DghSubmissions } from '../collections/DghSubmissions'
import { EkycRevocations } from '../collections/EkycRevocations'
import { Funds } from '../collections/Funds'
import { Grievances } from '../collections/Grievances'
import { JobApplications } from '../collections/JobApplications'
import { Jobs } from '../collections/Jobs'
import { Leads } from '../collections/Leads'
import { Media } from '../collections/Media'
import { MediaItems } from '../collections/MediaItems'
import { NachDeactivationRequests } from '../collections/NachDeactivationRequests'
import { pagesCollection } from '../collections/Pages'
import { Testimonials } from '../collections/Testimonials'
import { Videos } from '../collections/Videos'
import { Footer } from '../globals/Footer'
import { Header } from '../globals/Header'
import { Dashboard } from './Dashboard'

vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

const COLLECTIONS: CollectionConfig[] = [
  Leads,
  Grievances,
  AdvisorRequests,
  NachDeactivationRequests,
  DghSubmissions,
  EkycRevocations,
  JobApplications,
  pagesCollection([]),
  Media,
  MediaItems,
  Videos,
  Testimonials,
  Branches,
  Jobs,
  Funds,
  BonusRates,
]
const GLOBALS: GlobalConfig[] = [Header, Footer]

/** What Payload's permissions say for a user: each collection's and global's own `read` rule, asked for that user. */
async function permissionsOf(user: object) {
  const req = { user } as unknown as PayloadRequest
  const readable = async (read: unknown) =>
    typeof read === 'function' ? !!(await read({ req })) : read === undefined ? !!user : false
  const entries = async (configs: { slug: string; access?: { read?: unknown } }[]) =>
    Object.fromEntries(
      await Promise.all(
        configs.map(async ({ slug, access }) => [
          slug,
          (await readable(access?.read)) ? { read: true, fields: {} } : { fields: {} },
        ]),
      ),
    )
  return { canAccessAdmin: true, collections: await entries(COLLECTIONS), globals: await entries(GLOBALS) }
}

const count = vi.fn()
const logError = vi.fn()
/** The queue of scheduled publishes and the pages it names, as the home screen reads them. */
const jobs: { id: number; waitUntil: string; input: object }[] = []
/** Pages in review (the reviewers' queue), as the latest versions read them. */
const inReview: object[] = []
const find = vi.fn(async ({ collection, where }: { collection: string; where?: object }) => {
  if (collection === 'payload-jobs') return { docs: jobs }
  if (collection === 'users') return { docs: [{ id: 5, name: 'Asha Rao' }] }
  if (JSON.stringify(where ?? {}).includes('review.state'))
    return { docs: JSON.stringify(where).includes('in_review') ? inReview : [] }
  return { docs: [{ id: 12, title: 'Term plan launch', path: '/life-insurance/term' }] }
})
const findVersions = vi.fn(async () => ({ docs: [] }))
const findGlobal = vi.fn(async () => ({ show_maintenance: 'No' }))

async function render(roles: TRole[]) {
  const user = { id: 7, collection: 'users', email: 'staff@example.test', roles }
  const permissions = await permissionsOf(user)
  const payload = {
    auth: async () => ({ user, permissions }),
    count,
    find,
    findVersions,
    findGlobal,
    config: { routes: { admin: '/admin' } },
    logger: { error: logError },
  } as unknown as Payload
  const element = await Dashboard({ payload } as ServerProps)
  return { html: element ? renderToStaticMarkup(element) : '', user }
}

const keysIn = (html: string) => [...html.matchAll(/data-dashboard="([^"]+)"/g)].map((match) => match[1])

const SALES = ['leads-today', 'leads-week', 'crm-failed', 'crm-waiting']
const GRIEVANCE_DESK = [
  'grievances-over-10-days',
  'grievances-overdue',
  'grievances-6-to-10-days',
  'grievances-0-to-5-days',
  'grievances-open',
]
const SERVICE_DESK = [
  'requests-advisor-requests',
  'requests-nach-deactivation-requests',
  'requests-dgh-submissions',
  'requests-ekyc-revocations',
]

beforeEach(() => {
  count.mockReset()
  count.mockResolvedValue({ totalDocs: 3 })
  logError.mockReset()
})

describe("the admin home's day of work", () => {
  it.each([
    [['sales'], SALES],
    [['grievance_desk'], GRIEVANCE_DESK],
    [['service_desk'], SERVICE_DESK],
    [['admin'], [...GRIEVANCE_DESK, ...SERVICE_DESK, ...SALES]],
    [
      ['sales', 'service_desk'],
      [...SERVICE_DESK, ...SALES],
    ],
  ] as [TRole[], string[]][])('%j sees the figures of what it may read: %j', async (roles, keys) => {
    const { html, user } = await render(roles)
    expect(keysIn(html)).toEqual(keys)
    // Counted as the signed-in user, with their access, and only what is shown.
    expect(count).toHaveBeenCalledTimes(keys.length)
    for (const [options] of count.mock.calls) {
      expect(options).toMatchObject({ overrideAccess: false, user })
    }
  })

  it.each([[['viewer']], [['editor']], [['hr']]] as [TRole[]][])(
    '%j sees no personal-data figure, only a welcome and the content',
    async (roles) => {
      const { html } = await render(roles)
      expect(count).not.toHaveBeenCalled()
      expect(keysIn(html)).toEqual([])
      expect(html).toContain(
        '<h2 id="work-dashboard-title" class="work-dashboard__title">Welcome to the site admin</h2>',
      )
      expect(html).toContain('<a href="/admin/collections/pages">Pages</a>')
      expect(html).toContain('<a href="/admin/globals/header">Header menu</a>')
      expect(html).not.toMatch(
        /collections\/(leads|grievances|advisor-requests|nach-deactivation-requests|dgh-submissions|ekyc-revocations)/,
      )
    },
  )

  it('puts each number in its link, with the words after it', async () => {
    count.mockImplementation(async ({ where }) => ({
      totalDocs: JSON.stringify(where).includes('crmStatus') ? 0 : 1,
    }))
    const { html } = await render(['sales'])
    expect(html).toMatch(
      /<a href="\/admin\/collections\/leads\?where\[or\]\[0\]\[and\]\[0\]\[createdAt\]\[greater_than_equal\]=[^"]+"><span data-dashboard="leads-today" class="work-dashboard__number">1<\/span> lead today<\/a>/,
    )
    expect(html).toContain(
      '<a href="/admin/collections/leads?where[or][0][and][0][crmStatus][equals]=failed"><span data-dashboard="crm-failed" class="work-dashboard__number">0</span> could not be sent</a>',
    )
    expect(html).toContain('<h3 id="work-dashboard-leads" class="work-dashboard__heading">New leads</h3>')
  })

  it('marks the grievances over 10 days old as urgent, first', async () => {
    const { html } = await render(['grievance_desk'])
    expect(html.indexOf('grievances-over-10-days')).toBeLessThan(html.indexOf('grievances-6-to-10-days'))
    expect(html).toMatch(
      /<li class="work-dashboard__figure work-dashboard__figure--urgent"><a href="[^"]+"><strong class="work-dashboard__flag">Urgent: <\/strong><span data-dashboard="grievances-over-10-days"/,
    )
  })

  it('still renders when a count fails, and says so', async () => {
    count.mockRejectedValueOnce(new Error('database gone'))
    const { html } = await render(['sales'])
    expect(html).toContain('<span data-dashboard="leads-today" class="work-dashboard__number">?</span>')
    expect(html).toContain('could not be counted just now')
    expect(logError).toHaveBeenCalledOnce()
  })

  it('lists what is scheduled to publish, in India time, to staff who may read pages', async () => {
    jobs.push({
      id: 1,
      waitUntil: '2026-11-24T18:30:00.000Z',
      input: { type: 'publish', doc: { relationTo: 'pages', value: '12' } },
    })
    try {
      const { html } = await render(['editor'])
      expect(html).toContain('Scheduled')
      expect(html).toContain(
        '<strong>Publishes</strong> 25 Nov 2026, 00:00 IST: <a href="/admin/collections/pages/12">Term plan launch</a>',
      )
    } finally {
      jobs.length = 0
    }
  })

  it('shows a reviewer the changes waiting for a review, and everyone who reads pages the site’s status', async () => {
    inReview.push({
      id: 12,
      title: 'Term plan launch',
      path: '/life-insurance/term',
      updatedAt: '2026-11-24T06:00:00.000Z',
      review: { state: 'in_review', submittedBy: 5, submittedAt: '2026-11-24T06:05:00.000Z' },
    })
    try {
      const { html } = await render(['reviewer'])
      expect(html).toContain('Waiting for your review')
      expect(html).toContain(
        '<a href="/admin/collections/pages/12">Term plan launch</a> <span class="work-dashboard__note">submitted by Asha Rao, 24 Nov 2026, 11:35 IST</span>',
      )
      expect(html).toContain('Live: visitors see the published pages.')
      // A reviewer edits nothing: no drafts of their own to list.
      expect(html).not.toContain('>Drafts<')
    } finally {
      inReview.length = 0
    }
  })

  it('renders nothing for no signed-in user', async () => {
    const payload = { auth: async () => ({ user: null, permissions: {} }) } as unknown as Payload
    expect(await Dashboard({ payload } as ServerProps)).toBeNull()
  })
})
