import type { CollectionConfig, FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { collectionWithHistory, globalWithHistory, lastEditedBy, VERSIONS_KEPT } from './history'

const stamp = (lastEditedBy as { hooks: { beforeChange: FieldHook[] } }).hooks.beforeChange[0]!
const save = (user: object | null, value: unknown, originalDoc?: object) =>
  stamp({ req: { user }, value, originalDoc } as unknown as Parameters<FieldHook>[0])

describe('who made a change', () => {
  it('is the signed-in user, whatever the request sent', () => {
    expect(save({ id: 7 }, 99)).toBe(7)
    expect(save({ id: 'abc' }, undefined, { lastEditedBy: 3 })).toBe('abc')
  })

  it('stays as it was on a save without a user (the seed, the site itself)', () => {
    expect(save(null, 99, { lastEditedBy: 3 })).toBe(3)
    expect(save(null, undefined)).toBe(null)
  })

  it('is kept in versions of what editors change, without replacing versions a collection already has', () => {
    const plain = collectionWithHistory({ slug: 'branches', fields: [] } as CollectionConfig)
    expect(plain.versions).toEqual({ maxPerDoc: VERSIONS_KEPT })
    expect(plain.fields.at(-1)).toBe(lastEditedBy)
    const drafts = collectionWithHistory({
      slug: 'pages',
      fields: [],
      versions: { drafts: true },
    } as CollectionConfig)
    expect(drafts.versions).toEqual({ drafts: true })
    expect(globalWithHistory({ slug: 'footer', fields: [] }).versions).toEqual({ max: VERSIONS_KEPT })
  })
})
