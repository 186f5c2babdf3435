/**
 * Scheduling through the admin's server function, on the real CMS (a fresh SQLite file): a time already past is
 * refused and queues nothing, a time to come is queued as Payload's job runs it, only those who may publish a page
 * may schedule it, and an entry is cancelled only by them.
 */
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'

import { schedule } from './schedule'

let payload: Payload
let close: () => Promise<void>
let pageId: string
let editor: TypedUser
let viewer: TypedUser

const staff = async (email: string, roles: string[]) =>
  ({
    ...(await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', name: email, roles: roles as never },
      overrideAccess: true,
    })),
    collection: 'users',
  }) as unknown as TypedUser

const requestOf = (user: TypedUser) => createLocalReq({ user }, payload)
const queued = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
  editor = await staff('editor@example.test', ['editor'])
  viewer = await staff('viewer@example.test', ['viewer'])
  const page = await payload.create({
    collection: 'pages',
    // Approved by a reviewer (decision 84): scheduling a publish needs it.
    data: {
      title: 'Scheduled',
      path: '/scheduled-test',
      // A draft is checked as a published page is (decision 96): it needs a section.
      layout: [{ blockType: 'notice', heading: 'Coming soon', tone: 'info' }],
      _status: 'draft',
      review: { state: 'approved' },
    },
    draft: true,
    overrideAccess: true,
  })
  pageId = String(page.id)
}, 60_000)

afterAll(async () => close?.())

describe('scheduling a publish', () => {
  const doc = () => ({ relationTo: 'pages', value: pageId })

  it('refuses a time already past, saying so, and queues nothing', async () => {
    const result = await schedule(await requestOf(editor), {
      type: 'publish',
      date: new Date(Date.now() - 5 * 60_000),
      doc: doc(),
      timezone: 'Asia/Kolkata',
    })
    expect(result).toEqual({ error: expect.stringMatching(/already passed.*nothing was scheduled/) })
    expect(await queued()).toHaveLength(0)
  })

  it('queues a time to come, with who scheduled it and the zone it was chosen in', async () => {
    const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000)
    const result = await schedule(await requestOf(editor), {
      type: 'publish',
      date: at,
      doc: doc(),
      timezone: 'Asia/Kolkata',
    })
    expect(result).toEqual({ message: expect.stringMatching(/^Publishes at .* IST\.$/) })
    const [job] = await queued()
    expect(new Date(job!.waitUntil!).getTime()).toBe(at.getTime())
    expect(job!.input).toMatchObject({
      type: 'publish',
      doc: { relationTo: 'pages', value: pageId },
      timezone: 'Asia/Kolkata',
      user: { relationTo: 'users', value: editor.id },
    })
  })

  it('refuses someone who may not publish the page, and lets only those who may cancel an entry', async () => {
    const result = await schedule(await requestOf(viewer), {
      type: 'publish',
      date: new Date(Date.now() + 3_600_000),
      doc: doc(),
    })
    expect(result).toEqual({ error: expect.stringMatching(/may not publish/) })
    const [job] = await queued()
    expect(await schedule(await requestOf(viewer), { deleteID: job!.id })).toEqual({
      error: expect.stringMatching(/may not/),
    })
    expect(await schedule(await requestOf(editor), { deleteID: job!.id })).toEqual({
      message: expect.stringMatching(/cancelled/),
    })
    expect(await queued()).toHaveLength(0)
  })
})
