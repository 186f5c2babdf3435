import 'server-only'

import { checkMobile } from '@/domain/services/common'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_LINES,
  APPLICATION_TEXTS,
  isApplicationNumber,
  isApplicationStatus,
  normaliseApplicationNumber,
  statusHistoryOf,
  TRACK_PURPOSE,
} from '@/domain/proposals/application'

import { payloadClient } from '../content/payload'
import { unsupportedVersion } from '../http'
import { logger } from '../log'
import { limitLookups, readJson, reply, SERVICE_ANSWERS, verifiedBy } from '../services/route-kit'
import { applicationAccessCookieFor } from './access'
import { documentsOf } from './documents'

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/**
 * POST /api/v1/applications/track: `{application_number, mobile, auth_token}`, the mobile proved by OTP (purpose
 * TRACK_APPLICATION_PAGE). 200 with the application's status, its plain-language line and the day it changed, and
 * the changes so far; 400 with a message per field; 401 without a fresh proof; 404 with one neutral answer for an
 * unknown number and for a number paid with another mobile (a number opens nothing without its own mobile).
 * The 200 answer sets the tracking credential (`sahyog_application`), with which the page uploads a document the
 * application needs (`POST /api/v1/applications/documents`).
 */
export async function postTrack(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  try {
    const read = await readJson(request)
    if (!read.ok) return read.answer
    const body = read.body && typeof read.body === 'object' ? (read.body as Record<string, unknown>) : {}
    const number = normaliseApplicationNumber(body.application_number)
    const mobile = text(body.mobile, 20)
    const errors: Record<string, string> = {}
    if (!isApplicationNumber(number)) errors.application_number = APPLICATION_TEXTS.numberInvalid
    const mobileError = checkMobile(mobile)
    if (mobileError) errors.mobile = mobileError
    const first = Object.values(errors)[0]
    if (first) return reply(400, first, { errors })
    const limited = await limitLookups('track-application', request, 30, 60)
    if (limited) return limited
    if (!(await verifiedBy(body.auth_token, mobile, TRACK_PURPOSE)))
      return reply(401, SERVICE_ANSWERS.notVerified)
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'proposals',
      where: { applicationNumber: { equals: number } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: {
        phone: true,
        planName: true,
        status: true,
        applicationNumber: true,
        applicationStatus: true,
        applicationStatusAt: true,
        paidAt: true,
        statusHistory: true,
      },
    })
    const found = docs[0]
    const status = found?.applicationStatus
    if (!found || found.phone !== mobile || found.status !== 'paid' || !isApplicationStatus(status))
      return reply(404, APPLICATION_TEXTS.notFound)
    const changes = [
      { status: 'submitted' as const, at: found.paidAt ?? null },
      ...statusHistoryOf(found.statusHistory).map((change) => ({ status: change.status, at: change.at })),
    ]
    return reply(
      200,
      APPLICATION_TEXTS.found,
      {
        application_number: number,
        plan: found.planName,
        status,
        status_label: APPLICATION_STATUS_LABELS[status],
        status_line: APPLICATION_STATUS_LINES[status],
        changed_at: found.applicationStatusAt ?? found.paidAt ?? null,
        changes: changes.map((change) => ({ ...change, label: APPLICATION_STATUS_LABELS[change.status] })),
        documents_needed: status === 'documents-needed',
        documents: await documentsOf(await payloadClient(), found.id),
      },
      { 'Set-Cookie': applicationAccessCookieFor(number, mobile) },
    )
  } catch (error) {
    logger.error(
      { route: 'applications.track', err: error instanceof Error ? error.message : String(error) },
      'tracking an application failed',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}
