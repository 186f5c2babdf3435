import { canAccessAdmin, type CollectionSlug, type PayloadRequest, type ServerFunction } from 'payload'

import { hasRole, type TRole } from '@/domain/staff/roles'
import { AUDIT_MESSAGES } from '@/domain/privacy/audit'
import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { logPersonalDataAccess } from './audit'

/**
 * The reveal of a record's masked personal data (decision 86): the desk that works the record asks for the whole
 * values, gets them once, and the reveal is logged (who, which record, which fields, when). The record's form keeps
 * showing them masked.
 */

/** The collections whose records are masked until revealed, who may reveal them, and which fields. */
export const REVEALABLE: Record<string, { roles: TRole[]; fields: { name: string; label: string }[] }> = {
  leads: {
    roles: ['admin', 'sales'],
    fields: [
      { name: 'phone', label: 'Mobile' },
      { name: 'email', label: 'E-mail' },
      { name: 'payload', label: 'Lead payload' },
    ],
  },
}

export type TRevealResult =
  { values: { label: string; value: unknown }[] } | { error: string; status: number }

export async function revealPersonalData(
  req: PayloadRequest,
  { collection, id }: { collection: string; id: string | number },
): Promise<TRevealResult> {
  const user = req.user
  if (!user) return { error: 'Sign in first.', status: 401 }
  const rule = REVEALABLE[collection]
  if (!rule) return { error: 'This list has no personal data to reveal.', status: 400 }
  if (!hasRole(user as { roles?: TRole[] }, ...rule.roles))
    return { error: AUDIT_MESSAGES.mayNotReveal, status: 403 }
  const doc = (await req.payload
    .findByID({
      collection: collection as CollectionSlug,
      id,
      depth: 0,
      user,
      overrideAccess: false,
      context: { [FULL_PERSONAL_DATA]: true },
    })
    .catch(() => null)) as Record<string, unknown> | null
  if (!doc) return { error: 'That record is no longer there.', status: 404 }
  const values = rule.fields
    .filter((field) => doc[field.name] !== null && doc[field.name] !== undefined && doc[field.name] !== '')
    .map((field) => ({ label: field.label, value: doc[field.name] }))
  await logPersonalDataAccess(req.payload, {
    user,
    action: 'reveal',
    collection,
    recordId: id,
    summary: `${values.map((value) => value.label).join(', ') || 'nothing'} of ${collection} ${id}`,
  })
  return { values }
}

/** The server function the record's reveal button calls. */
export const revealFunction: ServerFunction<
  { collection: string; id: string | number },
  Promise<TRevealResult>
> = async ({ req, collection, id }) => {
  await canAccessAdmin({ req })
  return revealPersonalData(req, { collection: String(collection), id })
}
