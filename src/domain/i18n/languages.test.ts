import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LANGUAGE,
  englishOn,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  languageCookieOptions,
  localPath,
  shownLanguage,
  shownLanguages,
  splitLanguagePrefix,
} from './languages'

describe('languages (spec 1: "Default … language: en"; decision 93: Hindi shown)', () => {
  it('has English as the default, and shows English and Hindi', () => {
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(Object.entries(LANGUAGES).filter(([, language]) => language.shown)).toEqual([
      ['en', expect.objectContaining({ name: 'English' })],
      ['hi', expect.objectContaining({ name: 'Hindi', nativeName: 'हिन्दी', locale: 'hi-IN' })],
    ])
    expect(shownLanguages()).toEqual(['en', 'hi'])
  })

  it('lists the lead languages of spec 3 (Tamil, English, Hindi, Telugu), each with the -IN locale of spec 9', () => {
    expect(Object.values(LANGUAGES).map((language) => language.name)).toEqual(
      expect.arrayContaining(['Tamil', 'English', 'Hindi', 'Telugu']),
    )
    for (const language of Object.values(LANGUAGES)) expect(language.locale).toMatch(/-IN$/)
  })

  it('falls back to English for a language not shown yet (spec 9: "fallback English")', () => {
    expect(shownLanguage('ta')).toBe('en')
    expect(shownLanguage('te')).toBe('en')
    expect(shownLanguage('hi')).toBe('hi')
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

describe('localPath (decision 93: a Hindi page links on in Hindi)', () => {
  it.each([
    ['/', '/hi'],
    ['/contact-us', '/hi/contact-us'],
    ['/blog?page=2', '/hi/blog?page=2'],
    ['/?q=term', '/hi?q=term'],
  ])('puts %s under /hi as %s', (path, hindi) => {
    expect(localPath('hi', path)).toBe(hindi)
  })

  it.each([
    '/api/v1/header',
    '/media/brochure.pdf',
    '/assets/chat/x.js',
    'https://example.com/a',
    '//cdn.example/x',
    '/hi/contact-us',
    'tel:18001234',
    '#main',
  ])('leaves %s as it is', (href) => {
    expect(localPath('hi', href)).toBe(href)
  })

  it('leaves English addresses unprefixed', () => {
    expect(localPath('en', '/contact-us')).toBe('/contact-us')
  })
})

describe('the CMS’s English shown on a Hindi page', () => {
  it('is marked English when it has Latin words and no Devanagari', () => {
    expect(englishOn('hi', 'Disclaimer')).toBe('en')
    expect(englishOn('hi', 'Healthy applicant, buying online.')).toBe('en')
  })

  it('is not marked when it is Hindi (a plan name in it too), only figures, empty, or the page is English', () => {
    expect(englishOn('hi', 'Sahyog Smart Term के बारे में')).toBeUndefined()
    expect(englishOn('hi', '₹9,800')).toBeUndefined()
    expect(englishOn('hi', '')).toBeUndefined()
    expect(englishOn('hi', null)).toBeUndefined()
    expect(englishOn('en', 'Disclaimer')).toBeUndefined()
  })
})
