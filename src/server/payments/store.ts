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

/**
 * The right to make a payment's gateway order, taken by one conditional UPDATE, so that of all the instances
 * starting the same payment at once one makes the order and the others use it. The claim sits in the order id's
 * own column (`claim:<token>:<until>`, never a gateway's id) until the order is made; a claim past its time (its
 * instance died) may be taken over. Answers the claim when this call took it, else null.
 */
export const ORDER_CLAIM_MS = 30_000
export const isOrderClaim = (value: string | null | undefined) => !!value && value.startsWith('claim:')
const claimUntil = (claim: string) => Number(claim.split(':')[2] ?? 0)

export async function claimOrder(
  id: number,
  current: string | null | undefined,
  now = Date.now(),
): Promise<string | null> {
  if (current && !(isOrderClaim(current) && claimUntil(current) < now)) return null
  const payload = await payloadClient()
  const claim = `claim:${randomBytes(8).toString('hex')}:${now + ORDER_CLAIM_MS}`
  const won = await rows(
    payload,
    current
      ? sql`UPDATE "payments" SET "gateway_order_id" = ${claim} WHERE "id" = ${id}
          AND "gateway_order_id" = ${current} RETURNING "id"`
      : sql`UPDATE "payments" SET "gateway_order_id" = ${claim} WHERE "id" = ${id}
          AND "gateway_order_id" IS NULL RETURNING "id"`,
  )
  return won.length === 1 ? claim : null
}

/** Replaces this call's claim with the order it made; false when the claim was taken over meanwhile. */
export async function settleOrderClaim(id: number, claim: string, orderId: string | null): Promise<boolean> {
  const payload = await payloadClient()
  const won = await rows(
    payload,
    sql`UPDATE "payments" SET "gateway_order_id" = ${orderId} WHERE "id" = ${id}
      AND "gateway_order_id" = ${claim} RETURNING "id"`,
  )
  return won.length === 1
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

/** Takes a first premium's signed return, once: true for the first return, false for a replay of it. */
export async function takeReturn(id: number): Promise<boolean> {
  const payload = await payloadClient()
  const now = new Date().toISOString()
  const won = await rows(
    payload,
    sql`UPDATE "payments" SET "returned_at" = ${now} WHERE "id" = ${id} AND "returned_at" IS NULL RETURNING "id"`,
  )
  return won.length > 0
}
