import type { Field, FieldHook } from 'payload'

import { FULL_PERSONAL_DATA, MASKS, type TMaskKind } from '@/domain/privacy/mask'

import { hasRole, type TRole } from '../access'

/**
 * The admin's lists show a mobile number or e-mail address masked to staff who may read the collection but do not
 * work its rows (an administrator looking over the leads), and whole to the desk that does (sales for leads). Only
 * lists are masked (a `find` from the admin's screens); a record opened shows the whole value, the REST API answers
 * by access alone, and nothing is changed in the database.
 */
export function maskedInListsUnless(kind: TMaskKind, ...desks: TRole[]): FieldHook {
  const mask = MASKS[kind]
  return ({ value, findMany, req, context }) => {
    if (!findMany || value === null || value === undefined || value === '') return value
    if (req.payloadAPI !== 'local' || !req.user || context?.[FULL_PERSONAL_DATA]) return value
    if (hasRole(req.user, ...desks)) return value
    return typeof value === 'string' || kind === 'record' ? (mask as (v: unknown) => unknown)(value) : value
  }
}

/** The field, masked in lists for everyone but the given desks. */
export const personal = <T extends Field>(field: T, kind: TMaskKind, ...desks: TRole[]): T => {
  const hooks = ('hooks' in field ? field.hooks : undefined) ?? {}
  return {
    ...field,
    hooks: { ...hooks, afterRead: [...(hooks.afterRead ?? []), maskedInListsUnless(kind, ...desks)] },
  } as T
}

/**
 * Masked on the record too (decision 86): the admin shows the value masked to everyone on the record, and in lists
 * to all but the given desks; the record's **Reveal personal data** shows it whole to the roles that work it, and logs
 * it. For read-only collections only: a form saved back would hold the masked value.
 */
export function maskedUntilRevealed(kind: TMaskKind, ...desks: TRole[]): FieldHook {
  const mask = MASKS[kind]
  return ({ value, findMany, req, context }) => {
    if (value === null || value === undefined || value === '') return value
    if (req.payloadAPI !== 'local' || !req.user || context?.[FULL_PERSONAL_DATA]) return value
    if (findMany && hasRole(req.user as { roles?: TRole[] }, ...desks)) return value
    return typeof value === 'string' || kind === 'record' ? (mask as (v: unknown) => unknown)(value) : value
  }
}

/** The field, masked on the record for everyone and in lists for all but the given desks, until revealed. */
export const personalUntilRevealed = <T extends Field>(field: T, kind: TMaskKind, ...desks: TRole[]): T => {
  const hooks = ('hooks' in field ? field.hooks : undefined) ?? {}
  return {
    ...field,
    hooks: { ...hooks, afterRead: [...(hooks.afterRead ?? []), maskedUntilRevealed(kind, ...desks)] },
  } as T
}
