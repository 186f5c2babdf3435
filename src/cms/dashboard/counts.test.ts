// The admin's list view reads its query string with qs-esm's `parse` (depth 10); the same parser checks our links.
import { parse } from 'qs-esm'
import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { grievanceDueDate } from '@/domain/services/grievance'

import { AdvisorRequests } from '../collections/AdvisorRequests'
import { DghSubmissions } from '../collections/DghSubmissions'
import { EkycRevocations } from '../collections/EkycRevocations'
import { Grievances } from '../collections/Grievances'
import { NachDeactivationRequests } from '../collections/NachDeactivationRequests'
import {
  type ICondition,
  type ICount,
  ageInDays,
  countWords,
  crmSection,
  dashboardSections,
  grievancesSection,
  indianTime,
  leadsSection,
  listUrl,
  OPEN_GRIEVANCE_STATUSES,
  SERVICE_REQUESTS,
  serviceRequestsSection,
  startOfIndianDay,
  startOfIndianWeek,
  toWhere,
} from './counts'

const at = (iso: string) => new Date(iso)

/** What the database does with a count's conditions, for one record (ISO dates compare as text). */
function matches(record: Record<string, string>, conditions: ICondition[]): boolean {
  return conditions.every(({ field, operator, value }) => {
    const actual = record[field]!
    switch (operator) {
      case 'equals':
        return actual === value
      case 'in':
        return (value as readonly string[]).includes(actual)
      case 'greater_than_equal':
        return new Date(actual) >= new Date(value as string)
      case 'less_than':
        return new Date(actual) < new Date(value as string)
    }
  })
}

const byKey = (counts: ICount[], key: string): ICount => {
  const all = counts.flatMap((count) => [count, ...(count.within ?? [])])
  const found = all.find((count) => count.key === key)
  if (!found) throw new Error(`no count ${key}`)
  return found
}

describe("India's calendar", () => {
  it.each([
    // Wednesday 4 Mar 2026, 11:30 in India: the day began at 18:30 UTC the evening before.
    ['2026-03-04T06:00:00.000Z', '2026-03-03T18:30:00.000Z'],
    // 23:59:59.999 in India on 3 Mar; one millisecond later it is 4 Mar there.
    ['2026-03-03T18:29:59.999Z', '2026-03-02T18:30:00.000Z'],
    ['2026-03-03T18:30:00.000Z', '2026-03-03T18:30:00.000Z'],
    // Still 31 Dec in UTC, already New Year's Day in India.
    ['2026-12-31T20:00:00.000Z', '2026-12-31T18:30:00.000Z'],
  ])('at %s today began at %s', (now, start) => {
    expect(startOfIndianDay(at(now)).toISOString()).toBe(start)
  })

  it.each([
    // Sunday 8 Mar 2026, 23:59:59.999 in India: still the week of Monday 2 Mar.
    ['2026-03-08T18:29:59.999Z', '2026-03-01T18:30:00.000Z'],
    // Monday 9 Mar, 00:00 in India (Sunday evening in UTC): a new week, starting now.
    ['2026-03-08T18:30:00.000Z', '2026-03-08T18:30:00.000Z'],
    ['2026-03-08T19:00:00.000Z', '2026-03-08T18:30:00.000Z'],
    // Wednesday 11 Mar, 11:30 in India.
    ['2026-03-11T06:00:00.000Z', '2026-03-08T18:30:00.000Z'],
    // Sunday 15 Mar, 05:29 in India (Saturday evening in UTC).
    ['2026-03-14T23:59:00.000Z', '2026-03-08T18:30:00.000Z'],
    // Thursday 1 Jan 2026 in India: the week began on Monday 29 Dec 2025.
    ['2026-01-01T04:00:00.000Z', '2025-12-28T18:30:00.000Z'],
  ])('at %s the week began at %s', (now, start) => {
    expect(startOfIndianWeek(at(now)).toISOString()).toBe(start)
  })

  it('ages a record in calendar days in India, 0 on the day it came in', () => {
    const now = at('2026-03-20T06:00:00.000Z') // Friday 20 Mar, 11:30 in India
    expect(ageInDays(at('2026-03-19T18:30:00.000Z'), now)).toBe(0) // 20 Mar, 00:00 in India
    expect(ageInDays(at('2026-03-19T18:29:00.000Z'), now)).toBe(1) // 19 Mar, 23:59 in India
    expect(ageInDays(at('2026-03-09T18:30:00.000Z'), now)).toBe(10) // 10 Mar, 00:00
    expect(ageInDays(at('2026-03-09T18:29:00.000Z'), now)).toBe(11) // 9 Mar, 23:59
  })

  it('writes the time of counting as India reads it', () => {
    expect(indianTime(at('2026-03-04T06:05:00.000Z'))).toBe('11:35')
    expect(indianTime(at('2026-03-03T18:30:00.000Z'))).toBe('00:00')
  })
})

describe('list links', () => {
  it('writes each condition as the filter builder keeps it, values encoded', () => {
    expect(
      listUrl('leads', [
        { field: 'createdAt', operator: 'greater_than_equal', value: '2026-03-03T18:30:00.000Z' },
      ]),
    ).toBe(
      '/admin/collections/leads?where[or][0][and][0][createdAt][greater_than_equal]=2026-03-03T18%3A30%3A00.000Z',
    )
    expect(
      listUrl(
        'grievances',
        [
          { field: 'status', operator: 'in', value: ['registered', 'under_review'] },
          { field: 'createdAt', operator: 'less_than', value: '2026-03-09T18:30:00.000Z' },
        ],
        '/staff',
      ),
    ).toBe(
      '/staff/collections/grievances?where[or][0][and][0][status][in][0]=registered' +
        '&where[or][0][and][0][status][in][1]=under_review' +
        '&where[or][0][and][1][createdAt][less_than]=2026-03-09T18%3A30%3A00.000Z',
    )
    expect(listUrl('leads', [])).toBe('/admin/collections/leads')
  })

  it('reads back, as the list view parses it, into the very where the figure was counted with', () => {
    for (const section of dashboardSections(at('2026-03-20T06:00:00.000Z'))) {
      for (const count of section.counts.flatMap((item) => [item, ...(item.within ?? [])])) {
        const query = listUrl(count.collection, count.conditions).split('?')[1]!
        expect(parse(query, { depth: 10 }).where, count.key).toEqual(toWhere(count.conditions))
      }
    }
  })

  it('puts every figure in a where the filter builder accepts as it is', () => {
    expect(
      toWhere([
        { field: 'crmStatus', operator: 'equals', value: 'failed' },
        { field: 'status', operator: 'in', value: ['new'] },
      ]),
    ).toEqual({ or: [{ and: [{ crmStatus: { equals: 'failed' } }, { status: { in: ['new'] } }] }] })
    expect(toWhere([])).toEqual({})
  })
})

describe('leads', () => {
  // Wednesday 4 Mar 2026, 11:30 in India.
  const { counts, note } = leadsSection(at('2026-03-04T06:00:00.000Z'))

  it('counts the leads since midnight and since Monday, in India', () => {
    expect(listUrl('leads', byKey(counts, 'leads-today').conditions)).toBe(
      '/admin/collections/leads?where[or][0][and][0][createdAt][greater_than_equal]=2026-03-03T18%3A30%3A00.000Z',
    )
    expect(listUrl('leads', byKey(counts, 'leads-week').conditions)).toBe(
      '/admin/collections/leads?where[or][0][and][0][createdAt][greater_than_equal]=2026-03-01T18%3A30%3A00.000Z',
    )
    expect(note).toBe('The week began on Monday 2 Mar 2026.')
  })

  it('counts a lead from Sunday night in last week, one from Monday morning in this one', () => {
    const week = byKey(counts, 'leads-week').conditions
    expect(matches({ createdAt: '2026-03-01T18:29:59.000Z' }, week)).toBe(false) // Sun 1 Mar, 23:59:59 IST
    expect(matches({ createdAt: '2026-03-01T18:30:00.000Z' }, week)).toBe(true) // Mon 2 Mar, 00:00 IST
    const today = byKey(counts, 'leads-today').conditions
    expect(matches({ createdAt: '2026-03-03T18:29:59.000Z' }, today)).toBe(false)
    expect(matches({ createdAt: '2026-03-04T05:00:00.000Z' }, today)).toBe(true)
  })
})

describe('grievances by age', () => {
  // Friday 20 Mar 2026, 11:30 in India.
  const now = at('2026-03-20T06:00:00.000Z')
  const { counts } = grievancesSection(now)
  const bucketsOf = (createdAt: string, status = 'registered') =>
    counts
      .flatMap((count) => [count, ...(count.within ?? [])])
      .filter((count) => matches({ createdAt, status }, count.conditions))
      .map((count) => count.key)

  it('counts only the grievances not yet resolved or closed', () => {
    expect(OPEN_GRIEVANCE_STATUSES).toEqual(['registered', 'under_review', 'awaiting_customer'])
    expect(bucketsOf('2026-03-19T06:00:00.000Z', 'resolved')).toEqual([])
    expect(bucketsOf('2026-03-19T06:00:00.000Z', 'closed')).toEqual([])
    expect(bucketsOf('2026-03-19T06:00:00.000Z', 'awaiting_customer')).toEqual([
      'grievances-0-to-5-days',
      'grievances-open',
    ])
  })

  it('puts the urgent bucket first', () => {
    expect(counts.map((count) => [count.key, !!count.urgent])).toEqual([
      ['grievances-over-10-days', true],
      ['grievances-6-to-10-days', false],
      ['grievances-0-to-5-days', false],
      ['grievances-open', false],
    ])
  })

  it.each([
    // Registered 10 Mar, 00:00 in India: 10 days old, not yet urgent.
    ['2026-03-09T18:30:00.000Z', ['grievances-6-to-10-days', 'grievances-open']],
    // Registered 9 Mar, 23:59 in India: 11 days old, urgent.
    ['2026-03-09T18:29:00.000Z', ['grievances-over-10-days', 'grievances-open']],
    // Registered 15 Mar, 00:00 in India: 5 days old.
    ['2026-03-14T18:30:00.000Z', ['grievances-0-to-5-days', 'grievances-open']],
    // Registered 14 Mar, 23:59 in India: 6 days old.
    ['2026-03-14T18:29:00.000Z', ['grievances-6-to-10-days', 'grievances-open']],
    // Registered today.
    ['2026-03-20T05:00:00.000Z', ['grievances-0-to-5-days', 'grievances-open']],
    // Registered 6 Mar: due 20 Mar, today; urgent but not late.
    ['2026-03-05T18:30:00.000Z', ['grievances-over-10-days', 'grievances-open']],
    // Registered 5 Mar, 23:59 in India: due 19 Mar, so past the 14-day limit.
    ['2026-03-05T18:29:00.000Z', ['grievances-over-10-days', 'grievances-overdue', 'grievances-open']],
  ])('a grievance registered at %s is counted in %j', (createdAt, keys) => {
    expect(bucketsOf(createdAt)).toEqual(keys)
  })

  it("calls a grievance late exactly when the day after its 'resolve by' date has begun", () => {
    expect(grievanceDueDate(at('2026-03-05T18:29:00.000Z'))).toBe('2026-03-19')
    expect(grievanceDueDate(at('2026-03-05T18:30:00.000Z'))).toBe('2026-03-20')
  })

  it('links each bucket to the open grievances of that age', () => {
    const open =
      'where[or][0][and][0][status][in][0]=registered&where[or][0][and][0][status][in][1]=under_review' +
      '&where[or][0][and][0][status][in][2]=awaiting_customer'
    const url = (key: string) => listUrl('grievances', byKey(counts, key).conditions)
    expect(url('grievances-over-10-days')).toBe(
      `/admin/collections/grievances?${open}&where[or][0][and][1][createdAt][less_than]=2026-03-09T18%3A30%3A00.000Z`,
    )
    expect(url('grievances-overdue')).toBe(
      `/admin/collections/grievances?${open}&where[or][0][and][1][createdAt][less_than]=2026-03-05T18%3A30%3A00.000Z`,
    )
    expect(url('grievances-6-to-10-days')).toBe(
      `/admin/collections/grievances?${open}` +
        '&where[or][0][and][1][createdAt][greater_than_equal]=2026-03-09T18%3A30%3A00.000Z' +
        '&where[or][0][and][2][createdAt][less_than]=2026-03-14T18%3A30%3A00.000Z',
    )
    expect(url('grievances-0-to-5-days')).toBe(
      `/admin/collections/grievances?${open}` +
        '&where[or][0][and][1][createdAt][greater_than_equal]=2026-03-14T18%3A30%3A00.000Z',
    )
    expect(url('grievances-open')).toBe(`/admin/collections/grievances?${open}`)
  })

  it('knows every status a grievance can have', () => {
    const values = statusValues(Grievances)
    expect(values).toEqual(expect.arrayContaining(OPEN_GRIEVANCE_STATUSES))
    expect(values.filter((value) => !(OPEN_GRIEVANCE_STATUSES as string[]).includes(value))).toEqual([
      'resolved',
      'closed',
    ])
  })
})

describe('CRM forwards', () => {
  it('links the failed and the waiting leads', () => {
    const { counts } = crmSection()
    expect(listUrl('leads', byKey(counts, 'crm-failed').conditions)).toBe(
      '/admin/collections/leads?where[or][0][and][0][crmStatus][equals]=failed',
    )
    expect(listUrl('leads', byKey(counts, 'crm-waiting').conditions)).toBe(
      '/admin/collections/leads?where[or][0][and][0][crmStatus][equals]=pending',
    )
  })
})

/** The values of a collection's top-level `status` select. */
function statusValues(collection: CollectionConfig): string[] {
  const field = collection.fields.find((item: Field) => 'name' in item && item.name === 'status')
  if (!field || field.type !== 'select') throw new Error(`${collection.slug} has no status select`)
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

describe('service requests', () => {
  const { counts } = serviceRequestsSection()

  it('links each open queue', () => {
    expect(counts.map((count) => listUrl(count.collection, count.conditions))).toEqual([
      '/admin/collections/advisor-requests?where[or][0][and][0][status][in][0]=new' +
        '&where[or][0][and][0][status][in][1]=assigned&where[or][0][and][0][status][in][2]=contacted',
      '/admin/collections/nach-deactivation-requests?where[or][0][and][0][status][in][0]=accepted' +
        '&where[or][0][and][0][status][in][1]=forwarded',
      '/admin/collections/dgh-submissions?where[or][0][and][0][status][in][0]=received' +
        '&where[or][0][and][0][status][in][1]=under-review&where[or][0][and][0][status][in][2]=medical-required',
      '/admin/collections/ekyc-revocations?where[or][0][and][0][status][in][0]=received',
    ])
    expect(counts.map((count) => count.key)).toEqual([
      'requests-advisor-requests',
      'requests-nach-deactivation-requests',
      'requests-dgh-submissions',
      'requests-ekyc-revocations',
    ])
  })

  it.each([AdvisorRequests, NachDeactivationRequests, DghSubmissions, EkycRevocations])(
    'sorts every status of $slug into open or done, once',
    (collection) => {
      const request = SERVICE_REQUESTS.find((item) => item.collection === collection.slug)!
      const sorted: string[] = [...request.open, ...request.done]
      expect(sorted.toSorted()).toEqual(statusValues(collection).toSorted())
      expect(new Set(sorted).size).toBe(sorted.length)
    },
  )
})

describe('figures in words', () => {
  it('says one lead, or leads', () => {
    const { text } = byKey(leadsSection(at('2026-03-04T06:00:00.000Z')).counts, 'leads-today')
    expect(countWords(1, text)).toBe('lead today')
    expect(countWords(0, text)).toBe('leads today')
    expect(countWords(3, text)).toBe('leads today')
  })

  it('gives every figure its own key', () => {
    const keys = dashboardSections(at('2026-03-20T06:00:00.000Z')).flatMap((section) =>
      section.counts.flatMap((count) => [count.key, ...(count.within ?? []).map((inner) => inner.key)]),
    )
    expect(new Set(keys).size).toBe(keys.length)
  })
})
