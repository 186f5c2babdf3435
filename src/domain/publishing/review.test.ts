import { describe, expect, it } from 'vitest'

import { contentFingerprint, REVIEW_MESSAGES, reviewAfterAction, reviewOnSave } from './review'

const now = new Date('2026-11-24T06:10:00.000Z')

describe('what a save does to the review', () => {
  const save = (over: Partial<Parameters<typeof reviewOnSave>[0]>) =>
    reviewOnSave({
      operation: 'update',
      before: { state: 'published' },
      changed: true,
      publishing: false,
      wasPublished: true,
      user: 1,
      ...over,
    })

  it('starts a draft at the first change after a publish, naming its author', () => {
    expect(save({})).toEqual({
      review: expect.objectContaining({ state: 'draft', authors: [1], approvedBy: null }),
    })
  })

  it('adds each later author, and an approval is void once the content changes again', () => {
    const before = { state: 'approved' as const, authors: [1], approvedBy: 2, approvedAt: now.toISOString() }
    expect(save({ before, wasPublished: false, user: 3 })).toEqual({
      review: expect.objectContaining({
        state: 'draft',
        authors: [1, 3],
        approvedBy: null,
        approvedAt: null,
      }),
    })
  })

  it('keeps the review as it was when nothing in the content changed', () => {
    const before = { state: 'in_review' as const, authors: [1], submittedBy: 1 }
    expect(save({ before, changed: false, wasPublished: false })).toEqual({ review: before })
  })

  it('publishes only the approved content, unchanged', () => {
    const approved = { state: 'approved' as const, authors: [1], approvedBy: 2 }
    expect(save({ before: approved, changed: false, publishing: true, wasPublished: false })).toEqual({
      review: expect.objectContaining({ state: 'published', approvedBy: 2 }),
    })
    expect(save({ before: approved, changed: true, publishing: true, wasPublished: false })).toEqual({
      refused: REVIEW_MESSAGES.publishChangedSinceApproval,
    })
    expect(
      save({ before: { state: 'in_review' }, changed: false, publishing: true, wasPublished: false }),
    ).toEqual({ refused: REVIEW_MESSAGES.publishUnapproved })
    // A draft saved since the publish with the same content has nothing new: publishing it changes nothing.
    expect(save({ changed: false, publishing: true, wasPublished: false })).toEqual({
      review: { state: 'published' },
    })
    // A change saved straight onto the live page (no draft) is a publish of an unapproved change.
    expect(save({ publishing: true })).toEqual({ refused: REVIEW_MESSAGES.publishUnapproved })
  })

  it('refuses a new page created published, and starts a new one as a draft', () => {
    expect(save({ operation: 'create', before: null, publishing: true })).toEqual({
      refused: REVIEW_MESSAGES.createPublished,
    })
    expect(save({ operation: 'create', before: null })).toEqual({ review: { state: 'draft', authors: [1] } })
  })
})

describe('the review actions', () => {
  const act = (over: Partial<Parameters<typeof reviewAfterAction>[0]>) =>
    reviewAfterAction({
      action: 'approve',
      before: { state: 'in_review', authors: [1], submittedBy: 1 },
      user: 2,
      isReviewer: true,
      mayEdit: false,
      now,
      ...over,
    })

  it('lets an editor submit a draft', () => {
    expect(
      act({ action: 'submit', before: { state: 'draft', authors: [1] }, user: 1, mayEdit: true }),
    ).toEqual({
      review: expect.objectContaining({ state: 'in_review', submittedBy: 1, submittedAt: now.toISOString() }),
    })
    expect(act({ action: 'submit', before: { state: 'published' }, user: 1, mayEdit: true })).toEqual({
      refused: REVIEW_MESSAGES.submitNothing,
    })
    expect(act({ action: 'submit', before: { state: 'draft' }, user: 1, mayEdit: false })).toEqual({
      refused: REVIEW_MESSAGES.notEditor,
    })
  })

  it('lets a reviewer approve a change made by someone else, recording who and when', () => {
    expect(act({})).toEqual({
      review: expect.objectContaining({ state: 'approved', approvedBy: 2, approvedAt: now.toISOString() }),
    })
  })

  it('never lets anyone approve a change they made part of, reviewer or administrator', () => {
    expect(act({ user: 1 })).toEqual({ refused: REVIEW_MESSAGES.ownChange })
    expect(act({ before: { state: 'in_review', authors: [1, 2], submittedBy: 1 } })).toEqual({
      refused: REVIEW_MESSAGES.ownChange,
    })
    expect(act({ isReviewer: false, user: 3 })).toEqual({ refused: REVIEW_MESSAGES.notReviewer })
    expect(act({ before: { state: 'draft', authors: [1] } })).toEqual({
      refused: REVIEW_MESSAGES.notInReview,
    })
  })

  it('sends a change back only with a note', () => {
    expect(act({ action: 'return' })).toEqual({ refused: REVIEW_MESSAGES.returnNeedsNote })
    expect(act({ action: 'return', note: ' Add the UIN. ' })).toEqual({
      review: expect.objectContaining({ state: 'draft', note: 'Add the UIN.', submittedBy: null }),
    })
  })
})

describe('the content a review compares', () => {
  it('ignores the status, the review, who saved and empty values; sees any change of content', () => {
    const stored = {
      id: 4,
      title: 'Term plan',
      _status: 'draft',
      review: { state: 'approved' },
      layout: [{ id: 'a', blockType: 'hero', heading: 'Hi', blockName: null, image: 12 }],
      meta: { title: null, image: { id: 12, createdAt: 'x' } },
      updatedAt: '2026-11-24T06:00:00.000Z',
    }
    const fromForm = {
      title: 'Term plan',
      _status: 'published',
      review: { state: 'draft' },
      layout: [{ id: 'a', blockType: 'hero', heading: 'Hi', image: 12 }],
      meta: { image: 12 },
      lastEditedBy: 3,
    }
    expect(contentFingerprint(fromForm)).toBe(contentFingerprint(stored))
    expect(contentFingerprint({ ...fromForm, title: 'Term plan!' })).not.toBe(contentFingerprint(stored))
  })
})
