/**
 * Maintenance made safe on the real CMS (a fresh SQLite file): only an administrator switches it; an end time
 * already past is refused and nothing is saved; an end time queues the job that switches it off, which does so only
 * once the time has come.
 */
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'

import { END_MAINTENANCE_TASK, endMaintenanceIfDue, switchMaintenance } from '.'

let payload: Payload
let close: () => Promise<void>
let admin: TypedUser
let editor: TypedUser

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
const settings = async () =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
    show_maintenance?: string
    maintenance_ends_at?: string | null
  }
const endJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: END_MAINTENANCE_TASK } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
  admin = await staff('admin@example.test', ['admin'])
  editor = await staff('editor@example.test', ['editor'])
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { brand_name: 'Sahyog Life', support_email: 'care@example.test', show_maintenance: 'No' },
    overrideAccess: true,
  })
}, 60_000)

afterAll(async () => close?.())

describe('the maintenance switch', () => {
  it('is refused to anyone but an administrator', async () => {
    expect(await switchMaintenance(await as(editor), { on: true })).toEqual({
      error: 'Only an administrator may switch maintenance on or off.',
    })
    expect((await settings()).show_maintenance).toBe('No')
  })

  it('refuses an end time already past and saves nothing, by the switch or any other save', async () => {
    const past = new Date(Date.now() - 60_000).toISOString()
    expect(await switchMaintenance(await as(admin), { on: true, endsAt: past })).toEqual({
      error: expect.stringMatching(/^That end time has already passed: it is now .+ IST\./),
    })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { show_maintenance: 'Yes', maintenance_ends_at: past },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/already passed/)
    expect(await settings()).toMatchObject({ show_maintenance: 'No', maintenance_ends_at: null })
    expect(await endJobs()).toHaveLength(0)
  })

  it('with an end time, queues its end once, and the job switches it off only when the time has come', async () => {
    const end = new Date(Date.now() + 3_600_000)
    end.setUTCSeconds(0, 0)
    expect(await switchMaintenance(await as(admin), { on: true, endsAt: end.toISOString() })).toEqual({
      message: 'The site is now under maintenance for visitors.',
    })
    expect(await settings()).toMatchObject({
      show_maintenance: 'Yes',
      maintenance_ends_at: end.toISOString(),
    })
    // Saving another setting leaves one job queued for that time.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { maintenance_message: 'Back by six.' },
      user: admin,
      overrideAccess: false,
    })
    const jobs = await endJobs()
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0]!.waitUntil!).toISOString()).toBe(end.toISOString())

    const req = await as(admin)
    expect(await endMaintenanceIfDue(req, end.getTime() - 1)).toBe(false)
    expect((await settings()).show_maintenance).toBe('Yes')
    expect(await endMaintenanceIfDue(req, end.getTime())).toBe(true)
    expect(await settings()).toMatchObject({ show_maintenance: 'No', maintenance_ends_at: null })
    // Run again (a second instance, a retry): nothing more to do.
    expect(await endMaintenanceIfDue(req, end.getTime() + 1)).toBe(false)
  })

  it('without an end time, stays on until switched off', async () => {
    expect(await switchMaintenance(await as(admin), { on: true })).toMatchObject({
      message: expect.any(String),
    })
    expect(await endMaintenanceIfDue(await as(admin), Date.now() + 86_400_000)).toBe(false)
    expect((await settings()).show_maintenance).toBe('Yes')
    expect(await switchMaintenance(await as(admin), { on: false })).toEqual({
      message: 'The site is live again for visitors.',
    })
    expect((await settings()).show_maintenance).toBe('No')
  })
})
