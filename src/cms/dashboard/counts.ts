import type { Where } from 'payload'

import { formatDate } from '@/domain/format'
import type { TCrmDeliveryStatus } from '@/domain/leads/statuses'
import { GRIEVANCE_RESOLUTION_DAYS, GRIEVANCE_STATUSES } from '@/domain/services/grievance'

import { ADVISOR_REQUESTS_SLUG } from '../collections/AdvisorRequests'
import { DGH_SUBMISSIONS_SLUG } from '../collections/DghSubmissions'
import { EKYC_REVOCATIONS_SLUG } from '../collections/EkycRevocations'
import { GRIEVANCES_SLUG } from '../collections/Grievances'
import { LEADS_SLUG } from '../collections/Leads'
import { NACH_DEACTIVATION_REQUESTS_SLUG } from '../collections/NachDeactivationRequests'

/**
 * What the admin's home counts for the day's work: the date ranges (India's calendar), the grievance age buckets,
 * the open statuses of each service request, and the list address each figure links to. Pure: the component
 * (Dashboard.tsx) counts these with the signed-in user's access and renders them.
 */

const DAY_MS = 86_400_000
/** India has one time zone and no daylight saving: IST is UTC + 5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000

/** Days since 1 Jan 1970 of the calendar day in India that holds `at`. */
export const indianDayNumber = (at: Date): number => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS)

/** The instant midnight begins in India, `daysBack` calendar days before the day of `now`. */
export const startOfIndianDay = (now: Date, daysBack = 0): Date =>
  new Date((indianDayNumber(now) - daysBack) * DAY_MS - IST_OFFSET_MS)

/** Midnight in India on the Monday of the week that holds `now` (the week runs Monday to Sunday). */
export function startOfIndianWeek(now: Date): Date {
  // Day 0 (1 Jan 1970) was a Thursday: the fourth day of a week that starts on Monday.
  const daysSinceMonday = (indianDayNumber(now) + 3) % 7
  return startOfIndianDay(now, daysSinceMonday)
}

/** The time of day in India, "14:05". */
export const indianTime = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16)

/** How many calendar days in India lie between a record's creation and `now`: 0 on the day it came in. */
export const ageInDays = (createdAt: Date, now: Date): number =>
  indianDayNumber(now) - indianDayNumber(createdAt)

export type TOperator = 'equals' | 'in' | 'greater_than_equal' | 'less_than'

/** One filter of a count: the field, the operator and the value as the admin's list filter writes them. */
export interface ICondition {
  field: string
  operator: TOperator
  value: string | readonly string[]
}

/**
 * The conditions as a `where` in the shape the admin's filter builder keeps (`or` → `and` → one field and one
 * operator each), so the list it links to shows each condition as an editable filter.
 */
export const toWhere = (conditions: readonly ICondition[]): Where =>
  conditions.length
    ? {
        or: [
          {
            and: conditions.map(({ field, operator, value }) => ({
              [field]: { [operator]: typeof value === 'string' ? value : [...value] },
            })),
          },
        ],
      }
    : {}

/**
 * The admin list of `collection` filtered by `conditions`: `?where[or][0][and][0][field][operator]=value`, which
 * the list view reads back into the same `where` as `toWhere` gives; a list value is written as `[operator][0]=…`,
 * `[operator][1]=…`.
 */
export function listUrl(
  collection: string,
  conditions: readonly ICondition[],
  adminRoute = '/admin',
): string {
  const pairs = conditions.flatMap(({ field, operator, value }, index) => {
    const key = `where[or][0][and][${index}][${field}][${operator}]`
    return typeof value === 'string'
      ? [`${key}=${encodeURIComponent(value)}`]
      : value.map((item, position) => `${key}[${position}]=${encodeURIComponent(item)}`)
  })
  const base = `${adminRoute}/collections/${collection}`
  return pairs.length ? `${base}?${pairs.join('&')}` : base
}

/** One figure on the dashboard: what it counts, how it reads, and the key browser tests find its number by. */
export interface ICount {
  /** The number's `data-dashboard` attribute. */
  key: string
  collection: string
  conditions: ICondition[]
  /** What follows the number: `one` after 1, `other` after any other number ("1 lead today", "3 leads today"). */
  text: { one: string; other: string }
  urgent?: boolean
  /** Counts shown under this one, inside the same range (the overdue grievances among the urgent ones). */
  within?: ICount[]
}

export interface ISection {
  key: string
  heading: string
  /** A sentence under the heading, when the figures need one. */
  note?: string
  counts: ICount[]
}

const same = (text: string): ICount['text'] => ({ one: text, other: text })

const createdFrom = (at: Date): ICondition => ({
  field: 'createdAt',
  operator: 'greater_than_equal',
  value: at.toISOString(),
})
const createdBefore = (at: Date): ICondition => ({
  field: 'createdAt',
  operator: 'less_than',
  value: at.toISOString(),
})

export function leadsSection(now: Date): ISection {
  return {
    key: 'leads',
    heading: 'New leads',
    note: `The week began on Monday ${formatDate(startOfIndianWeek(now))}.`,
    counts: [
      {
        key: 'leads-today',
        collection: LEADS_SLUG,
        conditions: [createdFrom(startOfIndianDay(now))],
        text: { one: 'lead today', other: 'leads today' },
      },
      {
        key: 'leads-week',
        collection: LEADS_SLUG,
        conditions: [createdFrom(startOfIndianWeek(now))],
        text: { one: 'lead this week', other: 'leads this week' },
      },
    ],
  }
}

/** A grievance is open until the desk resolves or closes it. */
const GRIEVANCE_DONE = ['resolved', 'closed'] as const
export const OPEN_GRIEVANCE_STATUSES = GRIEVANCE_STATUSES.map(({ value }) => value).filter(
  (value) => !(GRIEVANCE_DONE as readonly string[]).includes(value),
)

/** Open grievances older than this many days are urgent: the 14-day limit is close. */
export const GRIEVANCE_URGENT_AFTER_DAYS = 10
/** The middle bucket starts at this age; younger ones are the newest bucket. */
const GRIEVANCE_RECENT_DAYS = 5

/**
 * Open grievances by age in calendar days in India (0 on the day it was registered), oldest first: over 10 days
 * (urgent; those past the 14-day limit counted again inside), 6 to 10 days, up to 5 days. A grievance registered
 * on day D is due on D + 14 (grievanceDueDate), so it is past the limit from D + 15.
 */
export function grievancesSection(now: Date): ISection {
  const open: ICondition = { field: 'status', operator: 'in', value: OPEN_GRIEVANCE_STATUSES }
  const count = (key: string, conditions: ICondition[], text: ICount['text']): ICount => ({
    key,
    collection: GRIEVANCES_SLUG,
    conditions: [open, ...conditions],
    text,
  })
  const urgentFrom = startOfIndianDay(now, GRIEVANCE_URGENT_AFTER_DAYS)
  const recentFrom = startOfIndianDay(now, GRIEVANCE_RECENT_DAYS)
  const overdueFrom = startOfIndianDay(now, GRIEVANCE_RESOLUTION_DAYS)
  return {
    key: 'grievances',
    heading: 'Open grievances by age',
    note: `Each grievance must be resolved within ${GRIEVANCE_RESOLUTION_DAYS} days of registration.`,
    counts: [
      {
        ...count(
          'grievances-over-10-days',
          [createdBefore(urgentFrom)],
          same(`open for more than ${GRIEVANCE_URGENT_AFTER_DAYS} days`),
        ),
        urgent: true,
        within: [
          count(
            'grievances-overdue',
            [createdBefore(overdueFrom)],
            same(`of them past the ${GRIEVANCE_RESOLUTION_DAYS}-day limit`),
          ),
        ],
      },
      count(
        'grievances-6-to-10-days',
        [createdFrom(urgentFrom), createdBefore(recentFrom)],
        same(`open for ${GRIEVANCE_RECENT_DAYS + 1} to ${GRIEVANCE_URGENT_AFTER_DAYS} days`),
      ),
      count(
        'grievances-0-to-5-days',
        [createdFrom(recentFrom)],
        same(`open for ${GRIEVANCE_RECENT_DAYS} days or less`),
      ),
      count('grievances-open', [], same('open in all')),
    ],
  }
}

const CRM_FAILED: TCrmDeliveryStatus = 'failed'
const CRM_PENDING: TCrmDeliveryStatus = 'pending'

/** Verified leads on their way to the CRM: given up on (failed), and still queued or being retried (pending). */
export function crmSection(): ISection {
  return {
    key: 'crm',
    heading: 'Leads not yet in the CRM',
    note:
      'The site retries on its own. Leads that could not be sent go again once the cause is fixed: ' +
      'tell the site’s support team.',
    counts: [
      {
        key: 'crm-failed',
        collection: LEADS_SLUG,
        conditions: [{ field: 'crmStatus', operator: 'equals', value: CRM_FAILED }],
        text: same('could not be sent'),
      },
      {
        key: 'crm-waiting',
        collection: LEADS_SLUG,
        conditions: [{ field: 'crmStatus', operator: 'equals', value: CRM_PENDING }],
        text: same('waiting to be sent'),
      },
    ],
  }
}

/**
 * The policyholder service requests staff act on, and the statuses that still need them. Renewal payments and
 * WhatsApp opt-ins are records the site completes on its own (nobody may edit them), and policies, mandates and
 * unclaimed amounts are reference data: none of them is a request.
 */
export const SERVICE_REQUESTS = [
  {
    collection: ADVISOR_REQUESTS_SLUG,
    open: ['new', 'assigned', 'contacted'],
    done: ['closed'],
    text: { one: 'advisor request', other: 'advisor requests' },
  },
  {
    collection: NACH_DEACTIVATION_REQUESTS_SLUG,
    open: ['accepted', 'forwarded'],
    done: ['done'],
    text: { one: 'NACH de-activation request', other: 'NACH de-activation requests' },
  },
  {
    collection: DGH_SUBMISSIONS_SLUG,
    open: ['received', 'under-review', 'medical-required'],
    done: ['revived', 'declined'],
    text: { one: 'declaration of good health', other: 'declarations of good health' },
  },
  {
    collection: EKYC_REVOCATIONS_SLUG,
    open: ['received'],
    done: ['processed'],
    text: { one: 'e-KYC consent revocation', other: 'e-KYC consent revocations' },
  },
] as const

export function serviceRequestsSection(): ISection {
  return {
    key: 'requests',
    heading: 'Service requests open',
    counts: SERVICE_REQUESTS.map(({ collection, open, text }) => ({
      key: `requests-${collection}`,
      collection,
      conditions: [{ field: 'status', operator: 'in', value: open }],
      text,
    })),
  }
}

/** Every section, in the order the dashboard shows them (the component drops what the user may not read). */
export const dashboardSections = (now: Date): ISection[] => [
  grievancesSection(now),
  serviceRequestsSection(),
  leadsSection(now),
  crmSection(),
]

/** The words after a figure: "lead today" after 1, "leads today" after 0 or 3. */
export const countWords = (count: number, text: ICount['text']): string =>
  count === 1 ? text.one : text.other

/**
 * The content collections a user without access to personal data is pointed to (each shown only if the user may
 * read it), with the globals after them.
 */
export const CONTENT_LINKS = [
  { kind: 'collections', slug: 'pages', label: 'Pages' },
  { kind: 'collections', slug: 'media', label: 'Media (pictures and documents)' },
  { kind: 'collections', slug: 'media-items', label: 'Press releases, news and awards' },
  { kind: 'collections', slug: 'videos', label: 'Videos' },
  { kind: 'collections', slug: 'testimonials', label: 'Testimonials' },
  { kind: 'collections', slug: 'branches', label: 'Branches' },
  { kind: 'collections', slug: 'jobs', label: 'Jobs' },
  { kind: 'collections', slug: 'funds', label: 'Funds' },
  { kind: 'collections', slug: 'bonus-rates', label: 'Bonus rates' },
  { kind: 'globals', slug: 'header', label: 'Header menu' },
  { kind: 'globals', slug: 'footer', label: 'Footer' },
] as const
