import { describe, expect, it } from 'vitest'

import { FULL_PERSONAL_DATA } from '@/domain/privacy/mask'

import { maskedInListsUnless, maskedUntilRevealed } from './personal-data'

type TArgs = Parameters<ReturnType<typeof maskedInListsUnless>>[0]

const read = (
  value: unknown,
  { roles = ['admin'], findMany = true, api = 'local', context = {} as Record<string, unknown> } = {},
  kind: 'phone' | 'record' = 'phone',
) =>
  maskedInListsUnless(
    kind,
    'sales',
  )({
    value,
    findMany,
    context,
    req: { payloadAPI: api, user: roles ? { roles } : null },
  } as unknown as TArgs)

describe('personal data in the admin lists', () => {
  it('is masked for an administrator looking over a list', () => {
    expect(read('9876543210')).toBe('9XXXXXX210')
    expect(read({ mobile_no: '9876543210', full_name: 'Kavya' }, {}, 'record')).toEqual({
      mobile_no: '9XXXXXX210',
      full_name: 'Kavya',
    })
  })

  it('is whole for the desk that works the rows', () => {
    expect(read('9876543210', { roles: ['sales'] })).toBe('9876543210')
  })

  it('is whole in a record opened on its own, through the REST API, in an export, and for the site itself', () => {
    expect(read('9876543210', { findMany: false })).toBe('9876543210')
    expect(read('9876543210', { api: 'REST' })).toBe('9876543210')
    expect(read('9876543210', { context: { [FULL_PERSONAL_DATA]: true } })).toBe('9876543210')
    expect(read('9876543210', { roles: null as unknown as string[] })).toBe('9876543210')
  })
})

describe('a lead’s personal data, masked until revealed', () => {
  const leadRead = (
    value: unknown,
    opts: { roles?: string[] | null; findMany?: boolean; context?: object } = {},
  ) =>
    maskedUntilRevealed(
      'phone',
      'sales',
    )({
      value,
      findMany: opts.findMany ?? false,
      context: opts.context ?? {},
      req: { payloadAPI: 'local', user: opts.roles === null ? null : { roles: opts.roles ?? ['sales'] } },
    } as unknown as TArgs)

  it('is masked on the opened record for everyone, the desk included', () => {
    expect(leadRead('9876543210', { roles: ['sales'] })).toBe('9XXXXXX210')
    expect(leadRead('9876543210', { roles: ['admin'] })).toBe('9XXXXXX210')
  })

  it('stays whole in the desk’s list, for a reveal or an export, and for the site itself', () => {
    expect(leadRead('9876543210', { findMany: true })).toBe('9876543210')
    expect(leadRead('9876543210', { findMany: true, roles: ['admin'] })).toBe('9XXXXXX210')
    expect(leadRead('9876543210', { context: { [FULL_PERSONAL_DATA]: true } })).toBe('9876543210')
    expect(leadRead('9876543210', { roles: null })).toBe('9876543210')
  })
})
