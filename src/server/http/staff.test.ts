import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const signedIn = vi.hoisted(() => ({ user: null as null | { id: number; roles: string[] } }))
vi.mock('../content/payload', () => ({
  payloadClient: async () => ({ auth: async () => ({ user: signedIn.user }) }),
}))

const { ANY_STAFF, refuseAsJson, requireStaff } = await import('./staff')

const ask = () => new Request('http://localhost/api/admin/leads.csv')
const refuse = refuseAsJson('Sign in first.', 'Not for your role.')

describe('requireStaff', () => {
  beforeEach(() => {
    signedIn.user = null
  })

  it('turns away someone not signed in with the signed-out answer', async () => {
    const answer = await requireStaff(ask(), ['admin'], refuse)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(401)
    expect(await (answer as Response).json()).toEqual({ status_code: 401, message: 'Sign in first.' })
    expect((answer as Response).headers.get('cache-control')).toBe('no-store')
  })

  it('turns away a staff member without one of the roles with the forbidden answer', async () => {
    signedIn.user = { id: 3, roles: ['editor', 'hr'] }
    const answer = (await requireStaff(ask(), ['admin', 'sales'], refuse)) as Response
    expect(answer.status).toBe(403)
    expect((await answer.json()).message).toBe('Not for your role.')
  })

  it('gives the user to a staff member holding one of the roles', async () => {
    signedIn.user = { id: 4, roles: ['sales'] }
    const staff = await requireStaff(ask(), ['admin', 'sales'], refuse)
    expect(staff).not.toBeInstanceOf(Response)
    expect(staff).toMatchObject({ user: { id: 4 } })
  })

  it('lets any signed-in staff member through when any may', async () => {
    signedIn.user = { id: 5, roles: ['viewer'] }
    expect(await requireStaff(ask(), ANY_STAFF, refuse)).not.toBeInstanceOf(Response)
    signedIn.user = null
    expect(((await requireStaff(ask(), ANY_STAFF, refuse)) as Response).status).toBe(401)
  })

  it('turns away a user whose roles are not the site’s', async () => {
    signedIn.user = { id: 6, roles: ['root'] }
    expect(((await requireStaff(ask(), ['admin'], refuse)) as Response).status).toBe(403)
  })
})

/** The route files under src/app/api, as paths relative to it. */
const API = path.resolve(__dirname, '../../app/api')
function routes(dir = API): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routes(full)
    return /^route\.tsx?$/.test(entry.name) ? [path.relative(API, full)] : []
  })
}

/** Staff routes: the admin's exports, the cache purge page, the preview and the internal reads. */
const isStaffRoute = (route: string) =>
  /^(admin|internal|redis-management)\//.test(route) || route === 'preview/route.ts'

describe('staff routes under src/app/api', () => {
  const all = routes()
  const source = (route: string) => readFileSync(path.join(API, route), 'utf8')

  it('finds the staff routes', () => {
    expect(all.filter(isStaffRoute).length).toBeGreaterThanOrEqual(8)
  })

  it.each(all.filter(isStaffRoute))('%s authenticates through requireStaff', (route) => {
    expect(source(route)).toMatch(/\brequireStaff\(|\binternalRoute\(/)
  })

  it.each(all)('%s checks no session or role by hand', (route) => {
    const text = source(route)
    expect(text).not.toMatch(/\.auth\(/)
    expect(text).not.toMatch(/\bhasRole\b|@\/cms\/access|\buser\??\.roles\b/)
  })
})
