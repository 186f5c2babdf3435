import 'server-only'

import { randomBytes } from 'node:crypto'

import { todayInIndia } from '@/domain/policy'
import type { Payment } from '@/payload-types'

import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'

/**
 * The payments table: reads, and the two once-only state changes as single conditional statements (so a webhook
 * and the visitor's return arriving together complete a payment exactly once).
 */
export const newPaymentReference = (today = todayInIndia()) =>
  `RP${today.replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`

export const isPaymentReference = (value: unknown): value is string =>
  typeof value === 'string' && /^RP\d{8}[0-9A-F]{16}$/.test(value)

async function findOne(
  field: 'dueKey' | 'gatewayOrderId' | 'reference',
  value: string,
): Promise<Payment | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'payments',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export const paymentByDueKey = (dueKey: string) => findOne('dueKey', dueKey)
export const paymentByOrderId = (orderId: string) => findOne('gatewayOrderId', orderId)
export const paymentByReference = (reference: string) => findOne('reference', reference)

/** The due dates this site has already taken a completed payment for. */
export async function paidDueDates(policyNumber: string): Promise<string[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'payments',
    where: { and: [{ policyNumber: { equals: policyNumber } }, { status: { equals: 'paid' } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs.flatMap((doc) => doc.dueDates.split(',').map((day) => day.trim()))
}

export type TPaymentData = Omit<Payment, 'id' | 'createdAt' | 'updatedAt'>

export async function createPayment(data: TPaymentData): Promise<Payment> {
  const payload = await payloadClient()
  return payload.create({ collection: 'payments', data, overrideAccess: true })
}

export async function updatePayment(id: number, data: Partial<TPaymentData>): Promise<Payment> {
  const payload = await payloadClient()
  return payload.update({ collection: 'payments', id, data, overrideAccess: true })
}

/** created | pending | failed → paid, once. True when this call made the change. */
export async function markPaid(id: number, paymentId: string): Promise<boolean> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const won = await rows(
    payload,
    sql`UPDATE "payments" SET "status" = 'paid', "gateway_payment_id" = ${paymentId}, "paid_at" = ${now},
      "failure_reason" = NULL, "updated_at" = ${now} WHERE "id" = ${id} AND "status" <> 'paid' RETURNING "id"`,
  )
  return won.length > 0
}

/** created | pending → failed (a paid payment never fails afterwards). */
export async function markFailed(id: number, reason: string): Promise<boolean> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const won = await rows(
    payload,
    sql`UPDATE "payments" SET "status" = 'failed', "failure_reason" = ${reason.slice(0, 200)},
      "updated_at" = ${now} WHERE "id" = ${id} AND "status" IN ('created', 'pending') RETURNING "id"`,
  )
  return won.length > 0
}
