import { describe, expect, it } from 'vitest'

import {
  FORM_TYPES,
  formCookieName,
  formIdName,
  isFormCookieName,
  isFormIdOf,
  isFormType,
  SPEC_FORM_TYPES,
} from './form-token'

describe('the form id cookie name (spec 7: the last path segment of the form)', () => {
  it.each([
    ['/register-grievance', 'register-grievance'],
    ['/services/nach-mandate-activation', 'nach-mandate-activation'],
    ['/careers/careers-details/senior-underwriter-mumbai', 'senior-underwriter-mumbai'],
    ['/retirement-calculator', 'retirement-calculator'],
    ['/nav-history', 'nav-history'],
  ])('%s → %s', (path, name) => {
    expect(formCookieName(path)).toBe(name)
  })

  it('ignores the query, the fragment and a trailing slash', () => {
    expect(formCookieName('/nav-history?fund=ULIF001&from=2024-01-01#table')).toBe('nav-history')
    expect(formCookieName('/register-grievance/')).toBe('register-grievance')
    expect(formCookieName('/services/meet-advisor//?x=/y')).toBe('meet-advisor')
    expect(formCookieName('/unclaimed-amounts#top')).toBe('unclaimed-amounts')
  })

  it('is `home` on the home page', () => {
    expect(formCookieName('/')).toBe('home')
    expect(formCookieName('')).toBe('home')
    expect(formCookieName('/?utm_source=x')).toBe('home')
    expect(formCookieName('//')).toBe('home')
  })

  it('turns odd characters into single dashes, never at the ends, and keeps letters and digits as they are', () => {
    expect(formCookieName('/blog/what_is.a ULIP?q=1')).toBe('what-is-a-ULIP')
    expect(formCookieName('/blog/what_is.a%20ULIP')).toBe('what-is-a-ULIP')
    expect(formCookieName('/blog/--2024--plans--')).toBe('2024-plans')
    expect(formCookieName('/x/a=b;c,d"e\\f')).toBe('a-b-c-d-e-f')
    expect(formCookieName('/x/caf%C3%A9-plan')).toBe('caf-plan')
    expect(formCookieName('/x/100%')).toBe('100')
    expect(formCookieName('/x/__Host-form')).toBe('Host-form')
  })

  it('is `page` when nothing usable is left, and cut to 60 characters', () => {
    expect(formCookieName('/blog/%E0%A4%AC%E0%A5%80%E0%A4%AE%E0%A4%BE')).toBe('page')
    expect(formCookieName('/blog/___')).toBe('page')
    const long = formCookieName(`/blog/${'term-plan-'.repeat(10)}`)
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long).toBe('term-plan-'.repeat(6).slice(0, 59))
  })

  it("never names the admin's own cookies", () => {
    expect(formCookieName('/payload-token')).toBe('form-payload-token')
    expect(formCookieName('/x/Payload-theme')).toBe('form-Payload-theme')
  })

  it('accepts as a name only what it gives', () => {
    for (const name of ['register-grievance', 'home', 'page', 'form-payload-token', 'A1'])
      expect(isFormCookieName(name), name).toBe(true)
    for (const name of ['', 'payload-token', 'a_b', '-a', 'a-', 'a--b', '../etc', 'a b', 'x'.repeat(61), 42])
      expect(isFormCookieName(name), String(name)).toBe(false)
  })
})

describe('form ids', () => {
  it("are the cookie's name, an underscore and 20 letters or digits", () => {
    expect(formIdName('register-grievance_ABCDEFGHIJ0123456789')).toBe('register-grievance')
    expect(formIdName('home_abcdefghij0123456789')).toBe('home')
    expect(isFormIdOf('register-grievance_ABCDEFGHIJ0123456789', 'register-grievance')).toBe(true)
    expect(isFormIdOf('register-grievance_ABCDEFGHIJ0123456789', 'nav-history')).toBe(false)
  })

  it.each([
    ['register-grievance_short'],
    ['register-grievance_ABCDEFGHIJ01234567890'],
    ['register-grievance_ABCDEFGHIJ012345678!'],
    ['register-grievance-ABCDEFGHIJ0123456789'],
    ['_ABCDEFGHIJ0123456789'],
    ['a_b_ABCDEFGHIJ0123456789'],
    ['payload-token_ABCDEFGHIJ0123456789'],
    ['register-grievance'],
    [null],
  ])('%s is not one', (id) => {
    expect(formIdName(id)).toBeNull()
  })
})

describe('form types', () => {
  it("are the spec's seven and our other forms", () => {
    expect(SPEC_FORM_TYPES).toEqual([
      'calculator',
      'nachActivation',
      'registerWhatsapp',
      'unclaimedAmounts',
      'nachDeactivation',
      'navHistory',
      'grievance',
    ])
    for (const type of FORM_TYPES) expect(isFormType(type)).toBe(true)
    for (const type of ['contactus', 'product', 'Grievance', '', undefined])
      expect(isFormType(type)).toBe(false)
  })
})
