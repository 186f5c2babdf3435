import { describe, expect, it } from 'vitest'

import { OtpCrypto } from './crypto'
import { checkFormRequest, FormTokens, newFormId } from './form-token'
import { MemoryOtpStore } from './memory-store'

function setup(now = () => Date.now()) {
  const forms = new FormTokens(new MemoryOtpStore(now), new OtpCrypto('k'.repeat(40)), 1800)
  const post = (headers: Record<string, string>) =>
    new Request('http://site/api/form', { method: 'POST', headers })
  return { forms, post }
}

describe('form ids', () => {
  it("are the cookie's name, an underscore and 20 random letters or digits", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newFormId('register-grievance')))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^register-grievance_[A-Za-z0-9]{20}$/)
    expect(newFormId('home')).toMatch(/^home_[A-Za-z0-9]{20}$/)
  })

  it('use every letter and digit', () => {
    const seen = new Set(Array.from({ length: 300 }, () => newFormId('x').slice(2)).join(''))
    expect(seen.size).toBe(62)
  })
})

describe('form tokens (CSRF)', () => {
  it('accept a token once, with its form id and the cookie that id names', async () => {
    const { forms, post } = setup()
    const id = newFormId('register-grievance')
    const token = await forms.issue('grievance', id)
    const request = () =>
      post({ 'x-csrf-token': token, 'x-csrf-id': id, cookie: `other=1; register-grievance=${id}` })
    expect(await checkFormRequest(forms, request(), 'grievance')).toEqual({ ok: true })
    expect(await checkFormRequest(forms, request(), 'grievance')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('accept a post whose browser did not send the cookie, as before', async () => {
    const { forms, post } = setup()
    const id = newFormId('nav-history')
    const token = await forms.issue('navHistory', id)
    expect(
      await checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': id }), 'navHistory'),
    ).toEqual({ ok: true })
  })

  it('refuse a post without the headers', async () => {
    const { forms, post } = setup()
    const id = newFormId('register-grievance')
    const token = await forms.issue('grievance', id)
    expect(await checkFormRequest(forms, post({ 'x-csrf-id': id }), 'grievance')).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(await checkFormRequest(forms, post({ 'x-csrf-token': token }), 'grievance')).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  it('refuse a token issued for another form, even on the same page with the same id, and spend it', async () => {
    const { forms, post } = setup()
    const id = newFormId('nach-mandate-activation')
    const token = await forms.issue('nachActivation', id)
    const request = () => post({ 'x-csrf-token': token, 'x-csrf-id': id })
    expect((await checkFormRequest(forms, request(), 'nachDeactivation')).ok).toBe(false)
    expect((await checkFormRequest(forms, request(), 'nachActivation')).ok).toBe(false)
  })

  it('refuse a token presented with another form id', async () => {
    const { forms, post } = setup()
    const id = newFormId('register-grievance')
    const token = await forms.issue('grievance', id)
    for (const other of [
      newFormId('register-grievance'),
      newFormId('unclaimed-amounts'),
      'register-grievance',
      `${id}x`,
      `grievance ${id}`,
    ]) {
      const again = await forms.issue('grievance', id)
      expect(
        (await checkFormRequest(forms, post({ 'x-csrf-token': again, 'x-csrf-id': other }), 'grievance')).ok,
      ).toBe(false)
    }
    expect(
      (await checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': id }), 'grievance')).ok,
    ).toBe(true)
  })

  it('refuse a post whose cookie holds another id (a forged x-csrf-id)', async () => {
    const { forms, post } = setup()
    const id = newFormId('register-grievance')
    const other = newFormId('register-grievance')
    const token = await forms.issue('grievance', id)
    const mismatched = post({ 'x-csrf-token': token, 'x-csrf-id': id, cookie: `register-grievance=${other}` })
    expect(await checkFormRequest(forms, mismatched, 'grievance')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a token it never issued, an over-long one, and an expired one', async () => {
    let now = Date.now()
    const { forms, post } = setup(() => now)
    const id = newFormId('register-grievance')
    const check = (token: string) =>
      checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': id }), 'grievance')
    expect((await check('made-up-token')).ok).toBe(false)
    expect((await check('t'.repeat(101))).ok).toBe(false)
    const token = await forms.issue('grievance', id)
    now += 1800 * 1000 + 1
    expect((await check(token)).ok).toBe(false)
  })
})
