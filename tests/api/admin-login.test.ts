import { describe, expect, it } from 'vitest'

import { fetchFrom, freshAddress } from '../support/client'

import { ADMIN, BASE_URL } from './support/http'

const LOGIN = new URL('/cms/api/users/login', BASE_URL)
const login = (from: string, email: string, password: string) =>
  fetchFrom(from, LOGIN, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

// Production hardening: failed logins count per account and client address, so a stranger cannot lock staff out.
describe('staff login limits', () => {
  it("a stranger's wrong passwords lock out the stranger's address, not the administrator", async () => {
    const stranger = freshAddress()
    for (let i = 0; i < 5; i++) expect((await login(stranger, ADMIN.email, `wrong-${i}`)).status).toBe(401)
    const refused = await login(stranger, ADMIN.email, ADMIN.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(await refused.json())).toMatch(/Too many failed logins/)
    // The administrator, from their own address, logs in at once.
    const owner = await login(freshAddress(), ADMIN.email, ADMIN.password)
    expect(owner.status).toBe(200)
    expect(((await owner.json()) as { token?: string }).token).toBeTruthy()
  })

  it('one address spraying guesses over many accounts is stopped too', async () => {
    const sprayer = freshAddress()
    for (let i = 0; i < 30; i++) {
      expect((await login(sprayer, `nobody-${i}@sahyoglife.example`, 'guess')).status).toBe(401)
    }
    expect((await login(sprayer, `nobody-31@sahyoglife.example`, 'guess')).status).toBe(429)
    expect((await login(sprayer, ADMIN.email, ADMIN.password)).status).toBe(429)
  })

  it("the admin screen's own sign-in form (multipart, not signed in yet) logs in", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: ADMIN.email, password: ADMIN.password }))
    const answer = await fetchFrom(freshAddress(), LOGIN, { method: 'POST', body: form })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('a successful login clears its own count', async () => {
    const from = freshAddress()
    for (let i = 0; i < 4; i++) await login(from, ADMIN.email, `wrong-${i}`)
    expect((await login(from, ADMIN.email, ADMIN.password)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(from, ADMIN.email, `wrong-again-${i}`)).status).toBe(401)
  })
})
