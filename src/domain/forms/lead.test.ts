import { describe, expect, it } from 'vitest'

import {
  EMPTY_LEAD_FORM,
  firstInvalidField,
  leadFormErrors,
  validateEmail,
  validateFullName,
  validateLeadForm,
  validateMobile,
} from './lead'
import { FORM_MESSAGES, formMessage } from './messages'

const valid = {
  full_name: 'Asha Devi Rao',
  full_email: 'asha.rao@example.in',
  full_number: '9876543210',
  prefferd_language: 'Hindi',
  is_submit_contact: true,
}

describe('spec 5 interface texts for the lead form keys', () => {
  it.each([
    ['fullNameEmptyValidation', 'Name is required'],
    ['namelengthValidation', 'Name must be at least 3 characters.'],
    ['nameMaxLengthValidation', 'Name should not exceed above 64 characters'],
    ['fullNameValidtion', 'Space should not be at the beginning'],
    ['emailEmptyValidation', 'Please enter the email id'],
    ['emailValid', 'Please enter valid email id'],
    ['mobileNumberEmptyValidation', 'Mobile number is required'],
    ['mobileNumberValidation', 'Please enter a valid mobile number'],
    ['mobileNumberMinLength', 'Mobile number should be minimum 10'],
    ['authorization', 'Please accept the terms before proceeding'],
  ] as const)('%s says %s', (key, text) => {
    expect(formMessage(key)).toBe(text)
  })
  it('has a text for every key', () => {
    for (const text of Object.values(FORM_MESSAGES)) expect(text.length).toBeGreaterThan(5)
  })
})

describe('full_name (spec 5: required, 3 to 64, no leading space, ends with a non-space)', () => {
  it.each([
    ['', 'fullNameEmptyValidation'],
    ['   ', 'fullNameEmptyValidation'],
    [' Asha', 'fullNameValidtion'],
    ['As', 'namelengthValidation'],
    ['a'.repeat(65), 'nameMaxLengthValidation'],
    ['Asha ', 'fullNameEndValidation'],
    // The spec's filter (letters, spaces, dots) holds on the server too: no markup, digits or formulas.
    ['<b>Asha</b>', 'fullNameCharacters'],
    ['=HYPERLINK("http://x","y")', 'fullNameCharacters'],
    ['+Asha', 'fullNameCharacters'],
    ['@Asha', 'fullNameCharacters'],
    ['Asha2', 'fullNameCharacters'],
    ['.Asha', 'fullNameCharacters'],
  ])('%j fails with %s', (name, key) => {
    expect(validateFullName(name)).toBe(key)
  })
  it.each(['Ash', 'Asha Devi Rao', 'a'.repeat(64), 'Dr. K. Rao'])('%j passes', (name) => {
    expect(validateFullName(name)).toBeNull()
  })
})

describe('full_email (spec 5: required, valid format)', () => {
  it('is required', () => expect(validateEmail('')).toBe('emailEmptyValidation'))
  it.each(['asha', 'asha@', '@x.in', 'asha@x', 'asha@x.', 'as ha@x.in', 'a..b@x.in', '.a@x.in', 'a@-x.in'])(
    'refuses %s',
    (email) => expect(validateEmail(email)).toBe('emailValid'),
  )
  it.each(['asha@x.in', 'asha.rao_1-2@mail.example.com', 'a+b@x.co'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull()
  })
})

describe('full_number (spec 5: required, digits only, exactly 10, first digit 6 to 9)', () => {
  it.each([
    ['', 'mobileNumberEmptyValidation'],
    ['98765x3210', 'mobileNumberValidation'],
    ['98765432101', 'mobileNumberMaxLength'],
    ['987654321', 'mobileNumberMinLength'],
    ['5876543210', 'mobileNumberValidation'],
    ['9999999999', 'mobileNumberValidation'],
  ])('%j fails with %s', (number, key) => {
    expect(validateMobile(number)).toBe(key)
  })
  it('accepts an Indian mobile', () => expect(validateMobile('6123456789')).toBeNull())
})

describe('the whole form', () => {
  it('an empty form fails every field, the name first', () => {
    const errors = leadFormErrors(EMPTY_LEAD_FORM)
    expect(errors).toEqual({
      full_name: 'fullNameEmptyValidation',
      full_email: 'emailEmptyValidation',
      full_number: 'mobileNumberEmptyValidation',
      prefferd_language: 'languageValidation',
      is_submit_contact: 'authorization',
    })
    expect(firstInvalidField(errors)).toBe('full_name')
  })
  it('points at the first invalid field in form order', () => {
    expect(firstInvalidField(leadFormErrors({ ...valid, full_number: '12', prefferd_language: '' }))).toBe(
      'full_number',
    )
  })
  it('accepts a valid lead', () => {
    expect(validateLeadForm(valid)).toEqual({ ok: true, value: valid })
  })
  it('refuses a language outside Tamil, English, Hindi, Telugu', () => {
    expect(validateLeadForm({ ...valid, prefferd_language: 'French' })).toEqual({
      ok: false,
      errors: { prefferd_language: 'languageValidation' },
    })
  })
  it('treats wrong types from a request body as missing, never throws', () => {
    expect(validateLeadForm({ ...valid, full_number: 9876543210, is_submit_contact: 'true' })).toEqual({
      ok: false,
      errors: { full_number: 'mobileNumberEmptyValidation', is_submit_contact: 'authorization' },
    })
    expect(validateLeadForm(null).ok).toBe(false)
  })
})
