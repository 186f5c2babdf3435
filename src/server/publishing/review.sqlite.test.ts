/**
 * The review before publishing on the real CMS (a fresh SQLite file): a change is published, now or on a schedule,
 * only after someone who made no part of it approved it; the approver and the time stay on the version.
 */
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVIEW_MESSAGES } from '@/domain/publishing/review'
import { openSqlitePayload } from '@/testing/sqlite-payload'

import { reviewAction, reviewStatus } from './review'
import { schedule } from './schedule'

let payload: Payload
let close: () => Promise<void>
let editor: TypedUser
let reviewer: TypedUser
let otherEditor: TypedUser
let pageId: number

const staff = async (email: string, roles: string[]) =>
  ({
    ...(await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', name: email.split('@')[0]!, roles: roles as never },
      overrideAccess: true,
    })),
    collection: 'users',
  }) as unknown as TypedUser

const as = (user: TypedUser) => createLocalReq({ user }, payload)
const latest = async () =>
  (await payload.findByID({
    collection: 'pages',
    id: pageId,
    draft: true,
    depth: 0,
    overrideAccess: true,
  })) as {
    title: string
    _status: string
    review?: { state?: string; approvedBy?: number; approvedAt?: string; authors?: number[] }
  }
const edit = (user: TypedUser, title: string) =>
  payload.update({
    collection: 'pages',
    id: pageId,
    draft: true,
    data: { title },
    user,
    overrideAccess: false,
  })
const publishDirectly = (user: TypedUser, data: object = {}) =>
  payload.update({
    collection: 'pages',
    id: pageId,
    data: { ...data, _status: 'published' },
    user,
    overrideAccess: false,
  })
const act = async (user: TypedUser, action: string, note?: string) =>
  reviewAction(await as(user), { collection: 'pages', id: pageId, action, note })

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
  editor = await staff('maker@example.test', ['editor'])
  otherEditor = await staff('second-maker@example.test', ['editor', 'reviewer'])
  reviewer = await staff('checker@example.test', ['reviewer'])
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Plan launch',
      path: '/review-test',
      layout: [{ blockType: 'notice', heading: 'Coming soon', tone: 'info' }],
    },
    draft: true,
    user: editor,
    overrideAccess: false,
  })
  pageId = page.id as number
}, 60_000)

afterAll(async () => close?.())

describe('a change to a page', () => {
  it('starts as a draft naming its author, and cannot be published by its author', async () => {
    expect((await latest()).review).toMatchObject({ state: 'draft', authors: [editor.id] })
    await expect(publishDirectly(editor)).rejects.toThrow(REVIEW_MESSAGES.publishUnapproved)
    expect(await act(editor, 'publish')).toMatchObject({ error: REVIEW_MESSAGES.publishUnapproved })
    const at = new Date(Date.now() + 3_600_000)
    expect(
      await schedule(await as(editor), {
        type: 'publish',
        date: at,
        doc: { relationTo: 'pages', value: `${pageId}` },
      }),
    ).toEqual({ error: REVIEW_MESSAGES.publishUnapproved })
  })

  it('goes to review; its author and anyone who changed it cannot approve it', async () => {
    expect(await act(editor, 'submit')).toMatchObject({ message: expect.stringMatching(/Submitted/) })
    expect((await latest()).review?.state).toBe('in_review')
    expect(await act(editor, 'approve')).toMatchObject({ error: REVIEW_MESSAGES.notReviewer })
    // An editor who is also a reviewer changes it: the change goes back to draft, with both as its authors.
    await edit(otherEditor, 'Plan launch, with the UIN')
    expect((await latest()).review).toMatchObject({ state: 'draft', authors: [editor.id, otherEditor.id] })
    expect(await act(editor, 'submit')).toMatchObject({ message: expect.any(String) })
    expect(await act(otherEditor, 'approve')).toMatchObject({ error: REVIEW_MESSAGES.ownChange })
    const status = await reviewStatus(await as(otherEditor), { collection: 'pages', id: pageId })
    expect(status).toMatchObject({ state: 'in_review', why: REVIEW_MESSAGES.ownChange })
    expect(status!.may.approve).toBe(false)
  })

  it('is approved by a second person, who and when kept on the version; a later change voids it', async () => {
    expect(await act(reviewer, 'approve')).toMatchObject({ message: expect.stringMatching(/Approved/) })
    const approved = (await latest()).review!
    expect(approved).toMatchObject({ state: 'approved', approvedBy: reviewer.id })
    expect(Date.now() - Date.parse(approved.approvedAt!)).toBeLessThan(60_000)
    // The content changes after the approval: publishing is refused until it is approved again.
    await edit(editor, 'Plan launch, changed after approval')
    expect((await latest()).review).toMatchObject({ state: 'draft', approvedBy: null })
    expect(await act(editor, 'publish')).toMatchObject({ error: REVIEW_MESSAGES.publishUnapproved })
    // Nor can a publish slip a change in with it.
    await act(editor, 'submit')
    await act(reviewer, 'approve')
    await expect(publishDirectly(editor, { title: 'Sneaked in' })).rejects.toThrow(
      REVIEW_MESSAGES.publishChangedSinceApproval,
    )
  })

  it('once approved, is published or scheduled by an editor, and the published version names the approver', async () => {
    const at = new Date(Date.now() + 3_600_000)
    expect(
      await schedule(await as(editor), {
        type: 'publish',
        date: at,
        doc: { relationTo: 'pages', value: `${pageId}` },
      }),
    ).toMatchObject({ message: expect.stringMatching(/^Publishes at/) })
    expect(await act(editor, 'publish')).toEqual({ message: 'Published.' })
    const live = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, overrideAccess: true })
    expect(live).toMatchObject({
      _status: 'published',
      title: 'Plan launch, changed after approval',
      review: { state: 'published', approvedBy: reviewer.id },
    })
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: pageId } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]!.version).toMatchObject({ _status: 'published', review: { approvedBy: reviewer.id } })
  })
})
