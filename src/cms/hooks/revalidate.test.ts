import { describe, expect, it } from 'vitest'

import { isDraftOnlySave } from './revalidate'

const pages = { versions: { drafts: { autosave: { interval: 1000 } } } }
const plain = { versions: { maxPerDoc: 50 } }

describe('isDraftOnlySave: a save that leaves what visitors see as it was', () => {
  it('is the admin’s Save draft and autosave on a collection with drafts (?draft=true, as Payload’s REST sends it)', () => {
    expect(isDraftOnlySave({ collection: pages, doc: { _status: 'draft' }, query: { draft: 'true' } })).toBe(
      true,
    )
    expect(
      isDraftOnlySave({
        collection: pages,
        doc: { _status: 'draft' },
        query: { draft: 'true', autosave: 'true' },
      }),
    ).toBe(true)
  })

  it('is not a publish, even one sent with ?draft=true', () => {
    expect(
      isDraftOnlySave({ collection: pages, doc: { _status: 'published' }, query: { draft: 'true' } }),
    ).toBe(false)
  })

  it('is not an unpublish: the admin sends it without ?draft, and it changes the live record', () => {
    expect(isDraftOnlySave({ collection: pages, doc: { _status: 'draft' }, query: {} })).toBe(false)
    expect(isDraftOnlySave({ collection: pages, doc: { _status: 'draft' }, query: { draft: 'false' } })).toBe(
      false,
    )
  })

  it('is not a scheduled publish or unpublish, nor any save without a request query (local API)', () => {
    expect(isDraftOnlySave({ collection: pages, doc: { _status: 'draft' }, query: undefined })).toBe(false)
  })

  it('is never a save of a collection without drafts: ?draft=true does not stop Payload writing its record', () => {
    expect(isDraftOnlySave({ collection: plain, doc: {}, query: { draft: 'true' } })).toBe(false)
    expect(isDraftOnlySave({ collection: undefined, doc: {}, query: { draft: 'true' } })).toBe(false)
    expect(
      isDraftOnlySave({ collection: { versions: { drafts: false } }, doc: {}, query: { draft: 'true' } }),
    ).toBe(false)
  })
})
