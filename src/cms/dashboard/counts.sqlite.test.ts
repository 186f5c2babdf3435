/**
 * The dashboard's figures counted by the real CMS on a fresh SQLite file: the where of each figure, its India-time
 * boundaries and the user's own access, as the admin home counts them.
 */
import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'

import type { TRole } from '../access'
import {
  crmSection,
  grievancesSection,
  type ICount,
  leadsSection,
  serviceRequestsSection,
  toWhere,
} from './counts'

let payload: Payload
let close: () => Promise<void>

// Friday 20 Mar 2026, 11:30 in India; the week began on Monday 16 Mar (2026-03-15T18:30Z).
const NOW = new Date('2026-03-20T06:00:00.000Z')

const staff = (id: number, ...roles: TRole[]) => ({ id, collection: 'users', roles }) as unknown as TypedUser

async function figure(count: ICount, user: TypedUser): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: count.collection as CollectionSlug,
    where: toWhere(count.conditions),
    overrideAccess: false,
    user,
  })
  return totalDocs
}

const figures = async (counts: ICount[], user: TypedUser) =>
  Object.fromEntries(
    await Promise.all(
      counts
        .flatMap((count) => [count, ...(count.within ?? [])])
        .map(async (count) => [count.key, await figure(count, user)]),
    ),
  )

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
  const grievance = (n: number, createdAt: string, status: string) =>
    payload.create({
      collection: 'grievances',
      data: {
        reference: `GRV26030${n}0001AB`,
        category: 'other',
        phone: '9876543210',
        description: 'A grievance written for the dashboard test.',
        status,
        dueBy: '2026-03-30',
        createdAt,
      } as never,
    })
  await grievance(1, '2026-03-09T18:29:00.000Z', 'registered') // 9 Mar, 23:59 IST: 11 days old
  await grievance(2, '2026-03-09T18:30:00.000Z', 'under_review') // 10 Mar, 00:00 IST: 10 days old
  await grievance(3, '2026-03-05T18:29:00.000Z', 'awaiting_customer') // due 19 Mar: past the limit
  await grievance(4, '2026-03-01T06:00:00.000Z', 'resolved') // old, but no longer open
  await grievance(5, '2026-03-19T06:00:00.000Z', 'registered') // yesterday

  const lead = (n: number, createdAt: string, crmStatus: string) =>
    payload.create({
      collection: 'leads',
      data: {
        phone: '9876543210',
        payload: { n },
        crmStatus,
        crmIdempotencyKey: `key-${n}`,
        createdAt,
      } as never,
    })
  await lead(1, '2026-03-15T18:29:59.000Z', 'failed') // Sunday 15 Mar, 23:59:59 IST: last week
  await lead(2, '2026-03-15T18:30:00.000Z', 'pending') // Monday 16 Mar, 00:00 IST
  await lead(3, '2026-03-19T18:30:00.000Z', 'pending') // today, 00:00 IST
  await lead(4, '2026-03-20T05:00:00.000Z', 'held') // today

  for (const [n, status] of [
    [1, 'new'],
    [2, 'contacted'],
    [3, 'closed'],
  ] as const) {
    await payload.create({
      collection: 'advisor-requests',
      data: {
        fullName: `Visitor ${n}`,
        phone: '9876543210',
        city: 'Chennai',
        pincode: '600001',
        preferredTime: 'morning',
        status,
      },
    })
  }
}, 120_000)

afterAll(async () => close?.())

describe('the figures, counted by the CMS', () => {
  it('buckets the open grievances by age in India', async () => {
    expect(await figures(grievancesSection(NOW).counts, staff(1, 'grievance_desk'))).toEqual({
      'grievances-over-10-days': 2,
      'grievances-overdue': 1,
      'grievances-6-to-10-days': 1,
      'grievances-0-to-5-days': 1,
      'grievances-open': 4,
    })
  })

  it("counts today's and this week's leads from midnight in India, and the CRM queue", async () => {
    const sales = staff(2, 'sales')
    expect(await figures(leadsSection(NOW).counts, sales)).toEqual({ 'leads-today': 2, 'leads-week': 3 })
    expect(await figures(crmSection().counts, sales)).toEqual({ 'crm-failed': 1, 'crm-waiting': 2 })
  })

  it('counts the advisor requests not yet closed', async () => {
    const [advisor] = serviceRequestsSection().counts
    expect(await figure(advisor!, staff(3, 'service_desk'))).toBe(2)
  })

  it("refuses to count what the user's role may not read", async () => {
    const [overTen] = grievancesSection(NOW).counts
    await expect(figure(overTen!, staff(2, 'sales'))).rejects.toThrow()
    await expect(figure(crmSection().counts[0]!, staff(4, 'editor'))).rejects.toThrow()
  })
})
