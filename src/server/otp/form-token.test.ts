import { describe, expect, it } from 'vitest'

import { OtpCrypto } from './crypto'
import { checkFormRequest, FormTokens, formIdPattern, newFormId } from './form-token'
import { MemoryOtpStore } from './memory-store'

function setup(now = () => Date.now()) {
  const forms = new FormTokens(new MemoryOtpStore(now), new OtpCrypto('k'.repeat(40)), 1800)
  const post = (headers: Record<string, string>) =>
    new Request('http://site/api/form', { method: 'POST', headers })
  return { forms, post }
}

describe('form ids', () => {
  it('are the form name, an underscore and 20 random letters or digits', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newFormId('grievance')))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^grievance_[A-Za-z0-9]{20}$/)
    expect(formIdPattern('grievance').test('nachActivation_ABCDEFGHIJ0123456789')).toBe(false)
  })
})

describe('form tokens (CSRF)', () => {
  it('accept a token once, with its form id', async () => {
    const { forms, post } = setup()
    const id = newFormId('grievance')
    const token = await forms.issue(id)
    const request = () => post({ 'x-csrf-token': token, 'x-csrf-id': id, cookie: `grievance=${id}; other=1` })
    expect(await checkFormRequest(forms, request(), 'grievance')).toEqual({ ok: true })
    expect(await checkFormRequest(forms, request(), 'grievance')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a post without the headers', async () => {
    const { forms, post } = setup()
    const id = newFormId('grievance')
    await forms.issue(id)
    expect(await checkFormRequest(forms, post({ 'x-csrf-id': id }), 'grievance')).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  it('refuse a token issued for another form', async () => {
    const { forms, post } = setup()
    const id = newFormId('nachActivation')
    const token = await forms.issue(id)
    expect(
      (await checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': id }), 'grievance')).ok,
    ).toBe(false)
  })

  it('refuse a token presented with another form id or a different cookie', async () => {
    const { forms, post } = setup()
    const id = newFormId('grievance')
    const other = newFormId('grievance')
    const token = await forms.issue(id)
    expect(
      (await checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': other }), 'grievance')).ok,
    ).toBe(false)
    const second = await forms.issue(id)
    const mismatched = post({ 'x-csrf-token': second, 'x-csrf-id': id, cookie: `grievance=${other}` })
    expect((await checkFormRequest(forms, mismatched, 'grievance')).ok).toBe(false)
  })

  it('refuse an expired token', async () => {
    let now = Date.now()
    const { forms, post } = setup(() => now)
    const id = newFormId('grievance')
    const token = await forms.issue(id)
    now += 1800 * 1000 + 1
    expect(
      (await checkFormRequest(forms, post({ 'x-csrf-token': token, 'x-csrf-id': id }), 'grievance')).ok,
    ).toBe(false)
  })
})
