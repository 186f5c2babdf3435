import { describe, expect, it } from 'vitest'

import { dltTemplateIdProblem, otpSms, requestSmsLanguage, smsLanguage } from './text'

const TEMPLATES = { en: '1107160000000012345', hi: '1107160000000067890' }
const base = { code: '4821', host: 'www.sahyoglife.example', minutes: 5 }

describe('the OTP SMS for a visitor', () => {
  it('is the Hindi text under the Hindi DLT id for a Hindi visitor, ending with the WebOTP line', () => {
    const sms = otpSms({ ...base, language: 'hi', templates: TEMPLATES })
    expect(sms).toEqual({
      language: 'hi',
      dltTemplateId: '1107160000000067890',
      text:
        '4821 Sahyog Life Insurance में आपका मोबाइल नंबर सत्यापित करने के लिए आपका OTP है। ' +
        'यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।\n\n@www.sahyoglife.example #4821',
    })
  })

  it('is the English text under the English DLT id for an English visitor', () => {
    const sms = otpSms({ ...base, language: 'en', templates: TEMPLATES })
    expect(sms.language).toBe('en')
    expect(sms.dltTemplateId).toBe('1107160000000012345')
    expect(sms.text).toBe(
      '4821 is your OTP to verify your mobile number with Sahyog Life Insurance. It is valid for 5 minutes. ' +
        'Do not share it with anyone.\n\n@www.sahyoglife.example #4821',
    )
  })

  it('falls back to the English template for a Hindi visitor while the Hindi DLT id is unset', () => {
    const sms = otpSms({ ...base, language: 'hi', templates: { ...TEMPLATES, hi: null } })
    expect(sms).toMatchObject({ language: 'en', dltTemplateId: '1107160000000012345' })
    expect(sms.text).toMatch(/^4821 is your OTP/)
  })

  it("leaves the id to the gateway's configured one when the settings name no English id", () => {
    expect(
      otpSms({ ...base, language: 'en', templates: { en: null, hi: null } }).dltTemplateId,
    ).toBeUndefined()
  })
})

describe("the visitor's SMS language", () => {
  it("takes the form's preferred language first, when it is English or Hindi", () => {
    expect(smsLanguage({ preferred: 'Hindi', referer: 'https://www.sahyoglife.example/contact-us' })).toBe(
      'hi',
    )
    expect(
      smsLanguage({ preferred: 'English', referer: 'https://www.sahyoglife.example/hi', cookie: 'hi' }),
    ).toBe('en')
  })

  it("then the page's language prefix, then the language cookie, else English", () => {
    expect(smsLanguage({ preferred: 'Tamil', referer: 'https://www.sahyoglife.example/hi/contact-us' })).toBe(
      'hi',
    )
    expect(smsLanguage({ referer: 'https://www.sahyoglife.example/hi' })).toBe('hi')
    expect(smsLanguage({ referer: 'https://www.sahyoglife.example/ta/contact-us', cookie: 'hi' })).toBe('en')
    expect(smsLanguage({ referer: 'https://www.sahyoglife.example/contact-us', cookie: 'hi' })).toBe('hi')
    expect(smsLanguage({ referer: 'https://www.sahyoglife.example/history', cookie: null })).toBe('en')
    expect(smsLanguage({ referer: 'not an address', cookie: 'en' })).toBe('en')
    expect(smsLanguage({})).toBe('en')
  })

  it("reads a request's Referer and language cookie", () => {
    const request = (headers: Record<string, string>) =>
      new Request('https://www.sahyoglife.example/api/v1/services', { method: 'POST', headers })
    expect(requestSmsLanguage(request({ cookie: 'a=1; site_language=hi' }))).toBe('hi')
    expect(requestSmsLanguage(request({ referer: 'https://www.sahyoglife.example/hi/quote' }))).toBe('hi')
    expect(requestSmsLanguage(request({ cookie: 'site_language=hi' }), 'English')).toBe('en')
    expect(requestSmsLanguage(request({}))).toBe('en')
  })
})

describe('a DLT template id in Site settings', () => {
  it('is empty or digits as the DLT platform gives them', () => {
    expect(dltTemplateIdProblem(undefined)).toBeNull()
    expect(dltTemplateIdProblem('')).toBeNull()
    expect(dltTemplateIdProblem(' 1107160000000067890 ')).toBeNull()
    expect(dltTemplateIdProblem('TEMPLATE-1')).toMatch(/digits only/)
    expect(dltTemplateIdProblem('12345')).toMatch(/digits only/)
  })
})
