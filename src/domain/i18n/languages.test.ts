import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  languageCookieOptions,
  shownLanguage,
  splitLanguagePrefix,
} from './languages'

describe('languages (spec 1: "Default and only language: en")', () => {
  it('has English as the default and the only language shown', () => {
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(Object.entries(LANGUAGES).filter(([, language]) => language.shown)).toEqual([
      ['en', expect.objectContaining({ name: 'English' })],
    ])
  })

  it('lists the lead languages of spec 3 (Tamil, English, Hindi, Telugu), each with the -IN locale of spec 9', () => {
    expect(Object.values(LANGUAGES).map((language) => language.name)).toEqual(
      expect.arrayContaining(['Tamil', 'English', 'Hindi', 'Telugu']),
    )
    for (const language of Object.values(LANGUAGES)) expect(language.locale).toMatch(/-IN$/)
  })

  it('falls back to English for a language not shown yet (spec 9: "fallback English")', () => {
    expect(shownLanguage('hi')).toBe('en')
    expect(shownLanguage('en')).toBe('en')
  })

  it('keeps the language cookie 30 days (spec 9: "Language cookie default 30 days")', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(30 * 86_400)
    expect(languageCookieOptions('https://www.sahyoglife.in').maxAge).toBe(30 * 86_400)
  })

  it("marks the language cookie Secure when the site's address is https, whatever protocol the last hop used", () => {
    expect(languageCookieOptions('https://www.sahyoglife.in')).toMatchObject({
      secure: true,
      sameSite: 'lax',
      path: '/',
    })
    expect(languageCookieOptions('http://localhost:3000').secure).toBe(false)
    expect(languageCookieOptions(undefined).secure).toBe(false)
  })
})

describe('splitLanguagePrefix (spec 1: "Routes may carry a language prefix … but no prefix is forced")', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/hi/life-insurance/smart-term-plan', 'hi', '/life-insurance/smart-term-plan'],
    ['/te/contact-us', 'te', '/contact-us'],
  ])('%s is %s and %s', (path, language, rest) => {
    expect(splitLanguagePrefix(path)).toEqual({ language, path: rest })
  })

  it.each(['/', '/contact-us', '/english', '/enx/a', '/fr/contact-us', '/blog/en'])(
    '%s carries no prefix',
    (path) => {
      expect(splitLanguagePrefix(path)).toEqual({ language: null, path })
    },
  )
})
