import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { FORM_MESSAGES } from '../forms/messages'
import { POLICY_MISMATCH_TEXT } from '../otp/outcomes'
import { OTP_TEXTS } from '../otp/protocol'
import { OTP_RESULT_VIEWS } from '../otp/views'
import { POLICY_MESSAGES } from '../policy/lookup'
import { format, placeholders } from './format'
import hi from './hi'
import { MESSAGES, type TTranslation, withFallback } from './messages'

const I18N_FOLDER = fileURLToPath(new URL('.', import.meta.url))

/** Every leaf of a translation tree, with its dotted key. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [[prefix, tree]]
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
}

/**
 * What is wrong with a translation laid beside English: a key English does not have, a group where English has a
 * text (or the other way round), or a text whose placeholders are not English's.
 */
function translationProblems(english: unknown, translation: unknown, where: string): string[] {
  if (typeof english === 'string') {
    if (typeof translation !== 'string') return [`${where}: a text in English`]
    const expected = [...placeholders(english)].sort()
    const given = [...placeholders(translation)].sort()
    return expected.join() === given.join()
      ? []
      : [`${where}: placeholders {${given.join('}, {')}} instead of {${expected.join('}, {')}}`]
  }
  if (translation === null || typeof translation !== 'object' || Array.isArray(translation))
    return [`${where}: a group in English`]
  return Object.entries(translation).flatMap(([key, value]) =>
    Object.hasOwn(english as object, key)
      ? translationProblems((english as Record<string, unknown>)[key], value, `${where}.${key}`)
      : [`${where}.${key}: not in English`],
  )
}

describe('English texts', () => {
  const texts = leaves(MESSAGES)

  it('has texts in every part the forms and messages use', () => {
    for (const part of ['forms', 'otp', 'services', 'calculators', 'errors'] as const)
      expect(leaves(MESSAGES[part]).length, part).toBeGreaterThan(0)
  })

  it('is a non-empty string without space at either end, for every key', () => {
    const bad = texts.filter(
      ([, value]) => typeof value !== 'string' || value === '' || value.trim() !== value,
    )
    expect(bad).toEqual([])
  })

  it('names its placeholders in words: `{name}`, never `{}` or `{ name }`', () => {
    const bad = texts.filter(([, value]) => /\{(?!\w+\})/.test(String(value)))
    expect(bad).toEqual([])
  })
})

describe('spec texts, exactly as the spec writes them', () => {
  it("spec 8: any other code shows 'somthing went wrong!'", () => {
    expect(OTP_TEXTS.sendFailed).toBe('somthing went wrong!')
    expect(MESSAGES.otp.otpMessages.sendFailed).toBe('somthing went wrong!')
    expect(MESSAGES.errors.serviceAnswers.failed).toBe('somthing went wrong!')
  })

  it("spec 2.4: Title 'OTP Verification'", () => {
    expect(OTP_TEXTS.title).toBe('OTP Verification')
  })

  it("spec 2.4: Intro 'Please Enter OTP that has been sent to your registered Mobile Number'", () => {
    expect(OTP_TEXTS.intro).toBe('Please Enter OTP that has been sent to your registered Mobile Number')
  })

  it("spec 2.4: failure with 'Enter valid policy details'", () => {
    expect(OTP_RESULT_VIEWS.policyMismatch).toEqual({
      ok: false,
      title: 'Failure',
      text: 'Enter valid policy details',
    })
    expect(OTP_RESULT_VIEWS.nachDeactivationFailed.text).toBe('Enter valid policy details')
    expect(POLICY_MISMATCH_TEXT).toBe('Enter valid policy details')
    expect(POLICY_MESSAGES.invalid).toBe('Enter valid policy details')
  })

  it("spec 2.4: Countdown line 'Request New OTP in 00:NN sec'", () => {
    expect(OTP_TEXTS.countdown(30)).toBe('Request New OTP in 00:30 sec')
    expect(OTP_TEXTS.countdown(5)).toBe('Request New OTP in 00:05 sec')
  })

  // The spec names the key only ('prefferd_language: required (key languageValidation)'); the text is ours.
  it("spec 5: 'prefferd_language: required (key languageValidation)': 'Please select your preferred language'", () => {
    expect(FORM_MESSAGES.languageValidation).toBe('Please select your preferred language')
  })
})

describe('withFallback', () => {
  const english = { greeting: 'Hello', group: { bye: 'Goodbye', thanks: 'Thank you' } }

  it('keeps a translated text', () => {
    expect(withFallback(english, { greeting: 'Namaste', group: { bye: 'Alvida' } })).toEqual({
      greeting: 'Namaste',
      group: { bye: 'Alvida', thanks: 'Thank you' },
    })
  })

  it('falls back to English for a missing or blank key, or a missing group', () => {
    expect(withFallback(english, { greeting: '  ', group: { bye: '' } })).toEqual(english)
    expect(withFallback(english, {})).toEqual(english)
  })

  it('drops keys English does not have', () => {
    const stray = { greeting: 'Namaste', extra: 'Extra', group: { other: 'Other' } }
    expect(withFallback(english, stray as never)).toEqual({ ...english, greeting: 'Namaste' })
  })

  it('lays a translation over the real English texts, part by part', () => {
    const translation = {
      otp: { otpTexts: { title: 'ओटीपी सत्यापन', intro: ' ' } },
      unknownPart: { text: 'ignored' },
    } as TTranslation
    const merged = withFallback(MESSAGES, translation)
    expect(merged.otp.otpTexts.title).toBe('ओटीपी सत्यापन')
    expect(merged.otp.otpTexts.intro).toBe(MESSAGES.otp.otpTexts.intro)
    expect(merged.forms).toEqual(MESSAGES.forms)
    expect(Object.keys(merged)).toEqual(Object.keys(MESSAGES))
  })
})

describe('format', () => {
  it('fills placeholders, numbers as written', () => {
    expect(format('Request New OTP in 00:{seconds} sec', { seconds: '05' })).toBe(
      'Request New OTP in 00:05 sec',
    )
    expect(format('Incorrect OTP. {left} attempts left.', { left: 2 })).toBe(
      'Incorrect OTP. 2 attempts left.',
    )
    expect(format('From {first} to {last}, then {first}', { first: 'May', last: 'June' })).toBe(
      'From May to June, then May',
    )
  })

  it('leaves unknown placeholders as written', () => {
    expect(format('Hello {name}, you have {count} left', { name: 'Asha' })).toBe(
      'Hello Asha, you have {count} left',
    )
    expect(format('Hello {name}')).toBe('Hello {name}')
  })

  it('does not read a filled value as a template', () => {
    expect(format('{a} and {b}', { a: '{b}', b: '$&' })).toBe('{b} and $&')
  })

  it('lists placeholders in order, each once', () => {
    expect(placeholders('{b} {a} {b}')).toEqual(['b', 'a'])
  })
})

describe('translation folders beside en/', () => {
  const folders = fs
    .readdirSync(I18N_FOLDER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => entry.name)

  it('finds each problem of a translation', () => {
    const english = { otpTexts: { countdown: 'Request New OTP in 00:{seconds} sec', done: 'Done' } }
    expect(
      translationProblems(english, { otpTexts: { countdown: '00:{seconds}', done: 'हो गया' } }, 'otp'),
    ).toEqual([])
    expect(
      translationProblems(
        english,
        { otpTexts: { countdown: '00:{secs}', done: { text: 'x' }, extra: 'x' }, more: {} },
        'otp',
      ),
    ).toEqual([
      'otp.otpTexts.countdown: placeholders {secs} instead of {seconds}',
      'otp.otpTexts.done: a text in English',
      'otp.otpTexts.extra: not in English',
      'otp.more: not in English',
    ])
  })

  it('has only the keys English has, with the same placeholders in each text', () => {
    const problems = folders.flatMap((folder) =>
      fs
        .readdirSync(path.join(I18N_FOLDER, folder))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => {
          const part = file.slice(0, -'.json'.length)
          const where = `${folder}/${part}`
          if (!Object.hasOwn(MESSAGES, part)) return [`${where}: English has no such part`]
          const translation: unknown = JSON.parse(
            fs.readFileSync(path.join(I18N_FOLDER, folder, file), 'utf8'),
          )
          return translationProblems(MESSAGES[part as keyof typeof MESSAGES], translation, where)
        }),
    )
    expect(problems).toEqual([])
  })
})

describe('Hindi texts (hi/)', () => {
  const english = leaves(MESSAGES)
  const hindi = new Map(leaves(hi))

  it('has a Hindi text for every English key, with the same placeholders', () => {
    const missing = english
      .filter(([key]) => typeof hindi.get(key) !== 'string' || !String(hindi.get(key)).trim())
      .map(([key]) => key)
    expect(missing).toEqual([])
    expect(translationProblems(MESSAGES, hi, 'hi')).toEqual([])
  })

  it('is written in Devanagari, not left in English, except paths and codes', () => {
    const untranslated = english
      .filter(([key, text]) => hindi.get(key) === text && !/^(\/[\w/-]+|GST)$/.test(String(text)))
      .map(([key]) => key)
    expect(untranslated).toEqual([])
    const withoutDevanagari = [...hindi].filter(
      ([key, text]) => !/[\u0900-\u097F]/.test(String(text)) && !key.endsWith('.link') && text !== 'GST',
    )
    expect(withoutDevanagari).toEqual([])
  })

  it('uses the insurance words Indian insurers use', () => {
    expect(hi.calculators.quote.sumAssuredMin).toBe('न्यूनतम बीमा राशि {min} है')
    expect(hi.otp.otpTexts.title).toBe('OTP सत्यापन')
    expect(hi.fields.lead.fullName).toBe('पूरा नाम')
  })

  it('keeps every placeholder when filled, so a Hindi message carries its values', () => {
    expect(format(hi.otp.otpMessages.wrongMany, { left: 2 })).toBe('गलत OTP। 2 प्रयास बाकी हैं।')
    expect(format(hi.otp.otpTexts.countdown, { seconds: '05' })).toBe('नया OTP 00:05 सेकंड बाद मांगें')
  })

  it('leaves English untouched when laid over it', () => {
    const merged = withFallback(MESSAGES, hi)
    expect(merged.otp.otpTexts.sendFailed).toBe('कुछ गड़बड़ हो गई!')
    expect(MESSAGES.otp.otpTexts.sendFailed).toBe('somthing went wrong!')
  })
})
