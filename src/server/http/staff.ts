import 'server-only'

import type { Payload } from 'payload'

import { hasRole, type TRole } from '@/domain/staff/roles'
import type { User } from '@/payload-types'

import { payloadClient } from '../content/payload'

/** A signed-in staff member, and the Payload they were authenticated with (for reads under their own access). */
export interface IStaff {
  payload: Payload
  user: User
}

/** Why someone was turned away: nobody signed in, or a staff member without one of the roles. */
export type TStaffRefusal = 'signed-out' | 'forbidden'

/** Every signed-in staff member, whatever their roles. */
export const ANY_STAFF = 'any staff'

/**
 * What every staff route under src/app/api calls first: the user of the admin session (its cookie, or
 * `Authorization: JWT <token>`) when they hold one of `roles`, else the answer `refuse` gives for the reason.
 * `src/server/http/staff.test.ts` fails for a staff route that checks by hand or not at all.
 */
export async function requireStaff(
  request: Request,
  roles: readonly TRole[] | typeof ANY_STAFF,
  refuse: (reason: TStaffRefusal) => Response,
): Promise<IStaff | Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse('signed-out')
  if (roles !== ANY_STAFF && !hasRole(user, ...roles)) return refuse('forbidden')
  return { payload, user }
}

/** The JSON refusals of a staff API: 401 with `signedOut`, 403 with `forbidden`, never kept by a cache. */
export const refuseAsJson =
  (signedOut: string, forbidden: string) =>
  (reason: TStaffRefusal): Response =>
    staffAnswer(reason === 'signed-out' ? 401 : 403, reason === 'signed-out' ? signedOut : forbidden)

/** A staff API's JSON answer in the site's shape (`status_code`, `message`), never kept by a cache. */
export const staffAnswer = (status: number, message: string): Response =>
  Response.json({ status_code: status, message }, { status, headers: { 'Cache-Control': 'no-store' } })
