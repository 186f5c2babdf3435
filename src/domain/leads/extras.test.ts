import { describe, expect, it } from 'vitest'

import {
  checkLeadExtras,
  fitComments,
  LEAD_COMMENTS_MAX_LENGTH,
  leadCampaign,
  plainText,
  sendOtpFormType,
} from './extras'

describe('lead extras (spec 3 Comments, planName) from an untrusted send-OTP body', () => {
  it('defaults to the side tab form with no comment or plan', () => {
    expect(checkLeadExtras({})).toEqual({
      ok: true,
      value: { comments: '', planName: '', formType: 'contactus' },
    })
  })

  it('keeps a calculator comment as plain text', () => {
    const check = checkLeadExtras({
      Comments: 'Retirement calculator:\r\nCorpus needed ₹4,56,78,901\u200b\u0007  (at 60)',
      planName: '  Sahyog Smart Pension  ',
      form_type: 'calculator',
    })
    expect(check).toEqual({
      ok: true,
      value: {
        comments: 'Retirement calculator:\nCorpus needed ₹4,56,78,901 (at 60)',
        planName: 'Sahyog Smart Pension',
        formType: 'calculator',
      },
    })
  })

  it(`accepts exactly ${LEAD_COMMENTS_MAX_LENGTH} characters and refuses one more, never cutting`, () => {
    expect(checkLeadExtras({ Comments: 'a'.repeat(LEAD_COMMENTS_MAX_LENGTH) }).ok).toBe(true)
    expect(checkLeadExtras({ Comments: 'a'.repeat(LEAD_COMMENTS_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      message: 'Comments should not exceed 500 characters',
    })
  })

  it.each([
    [{ Comments: 42 }, 'Comments must be text'],
    [{ Comments: ['a'] }, 'Comments must be text'],
    [{ planName: { a: 1 } }, 'Plan name must be text'],
    [{ planName: 'P'.repeat(101) }, 'Plan name should not exceed 100 characters'],
    [{ form_type: 'nachActivation' }, 'Unknown form type'],
    [{ form_type: 7 }, 'Unknown form type'],
  ])('refuses %j', (input, message) => {
    expect(checkLeadExtras(input)).toEqual({ ok: false, message })
  })

  it('names the campaign after the form (spec 9: contactus is the default)', () => {
    expect(leadCampaign('contactus')).toEqual({ Campaign: 'contactus', CampaignID: 'Website_contactus' })
    expect(leadCampaign('calculator')).toEqual({ Campaign: 'calculator', CampaignID: 'Website_calculator' })
  })
})

describe('which leads bring a form token (spec 7)', () => {
  it("a calculator's does; the tab's own, a product's and the chat's do not", () => {
    expect(sendOtpFormType('calculator')).toBe('calculator')
    for (const formType of ['contactus', 'product', 'chat', undefined, '', 'grievance', 'navHistory'])
      expect(sendOtpFormType(formType), String(formType)).toBeNull()
  })
})

describe('plain text and fitting a comment', () => {
  it('drops bidi overrides and squeezes blank lines', () => {
    expect(plainText('a\u202eb\n\n\n\nc')).toBe('ab\n\nc')
  })
  it('leaves a short comment alone and cuts a long one at a word, within the limit', () => {
    expect(fitComments('HRA calculator: exempt ₹1,20,000')).toBe('HRA calculator: exempt ₹1,20,000')
    const long = fitComments('word '.repeat(200))
    expect(long.length).toBeLessThanOrEqual(LEAD_COMMENTS_MAX_LENGTH)
    expect(long.endsWith('word…')).toBe(true)
    expect(checkLeadExtras({ Comments: long }).ok).toBe(true)
  })
})
