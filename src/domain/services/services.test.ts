import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { validateAdvisorRequest } from './advisor'
import { checkMobile, checkPan, checkPolicyNumber, isPastDate } from './common'
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORIES_PATH,
  grievanceDueDate,
  grievanceReference,
  isGrievanceReference,
  validateGrievance,
  validateGrievanceLookup,
} from './grievance'
import { maskName, normaliseName, validateUnclaimedQuery } from './unclaimed'
import { validateWhatsappRequest, whatsappOutcome, WHATSAPP_TEXTS } from './whatsapp'

describe('policy number (spec 5)', () => {
  it('gives the spec messages for empty, short and long numbers', () => {
    expect(checkPolicyNumber('')).toBe('Please enter policy number')
    expect(checkPolicyNumber('AB12')).toBe('Policy number should be minimum 14')
    expect(checkPolicyNumber('AB123456789012345')).toBe('Policy number should be maximum 14')
    expect(checkPolicyNumber('SL202400000101')).toBeNull()
    expect(checkPolicyNumber('', false)).toBeNull()
  })
})

describe('shared checks', () => {
  it('mobile: 10 digits, the first 6 to 9', () => {
    expect(checkMobile('')).toBe('Mobile number is required')
    expect(checkMobile('98765')).toBe('Mobile number should be minimum 10')
    expect(checkMobile('5876543210')).toBe('Please enter a valid mobile number')
    expect(checkMobile('9876543210')).toBeNull()
  })
  it('PAN format', () => {
    expect(checkPan('ABCDE1234F')).toBeNull()
    expect(checkPan('ABCD1234F')).toBe('PAN Format Incorrect')
    expect(checkPan('')).toBeNull()
  })
  it('dates of birth are real past dates', () => {
    const today = new Date('2026-11-22T00:00:00Z')
    expect(isPastDate('1980-02-29', today)).toBe(true)
    expect(isPastDate('1981-02-29', today)).toBe(false)
    expect(isPastDate('2030-01-01', today)).toBe(false)
    expect(isPastDate('21-04-1975', today)).toBe(false)
  })
})

describe('meet_advisor', () => {
  const good = {
    full_name: 'Asha Rao',
    mobile_number: '9876543210',
    city: 'Pune',
    pincode: '411001',
    preferred_time: 'morning',
  }
  it('accepts a complete request', () => {
    expect(validateAdvisorRequest(good)).toEqual({ ok: true, value: good })
  })
  it('gives the spec city and pincode messages', () => {
    const result = (patch: object) => validateAdvisorRequest({ ...good, ...patch })
    expect(result({ city: 'Pu' })).toMatchObject({
      errors: { city: 'City should not be less than 3 characters' },
    })
    expect(result({ city: 'A'.repeat(31) })).toMatchObject({
      errors: { city: 'City should not be greater than 30 characters' },
    })
    expect(result({ pincode: '' })).toMatchObject({ errors: { pincode: 'Pincode is required' } })
    expect(result({ pincode: '011001' })).toMatchObject({ errors: { pincode: 'Enter valid Pincode' } })
    expect(result({ full_name: ' Asha' })).toMatchObject({
      errors: { full_name: 'Space should not be at the beginning' },
    })
    expect(result({ preferred_time: 'midnight' }).ok).toBe(false)
  })
})

describe('WhatsApp', () => {
  it('opting in twice says the number is already opted in; opting out after opting in disables', () => {
    expect(whatsappOutcome('opt_in', null)).toBe('enabled')
    expect(whatsappOutcome('opt_in', 'opt_out')).toBe('enabled')
    expect(whatsappOutcome('opt_in', 'opt_in')).toBe('already_opted_in')
    expect(whatsappOutcome('opt_out', 'opt_in')).toBe('disabled')
    expect(whatsappOutcome('opt_out', null)).toBe('not_opted_in')
    expect(WHATSAPP_TEXTS.enabled).toBe('Whatsapp Notification Enabled!')
    expect(WHATSAPP_TEXTS.already_opted_in).toBe('Your whatsapp number is already opted in. Thank you')
  })
  it('the policy number is optional but checked when given', () => {
    expect(validateWhatsappRequest({ mobile_number: '9876543210', action: 'opt_in' }).ok).toBe(true)
    expect(
      validateWhatsappRequest({ mobile_number: '9876543210', action: 'opt_in', policy_number: 'X1' }),
    ).toMatchObject({ errors: { policy_number: 'Policy number should be minimum 14' } })
    expect(validateWhatsappRequest({ mobile_number: '9876543210', action: 'maybe' }).ok).toBe(false)
  })
})

describe('grievances', () => {
  it('the static category file the page reads holds the categories the server accepts', () => {
    const file = path.join(process.cwd(), 'public', GRIEVANCE_CATEGORIES_PATH)
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(
      GRIEVANCE_CATEGORIES.map(({ value, label }) => ({ value, label })),
    )
  })
  it('needs a known category, a description of 20 to 2000 characters and a mobile number', () => {
    const good = {
      category: 'claims',
      description: 'My maturity claim has not been paid yet.',
      mobile_number: '9876543210',
    }
    expect(validateGrievance(good).ok).toBe(true)
    expect(validateGrievance({ ...good, category: 'made_up' }).ok).toBe(false)
    expect(validateGrievance({ ...good, description: 'too short' }).ok).toBe(false)
    expect(validateGrievance({ ...good, description: 'x'.repeat(2001) }).ok).toBe(false)
    expect(validateGrievance({ ...good, policy_number: 'SL20240000010' })).toMatchObject({
      errors: { policy_number: 'Policy number should be minimum 14' },
    })
  })
  it('references carry the date and are checked by shape', () => {
    const reference = grievanceReference(new Date('2026-11-22T10:00:00Z'), 42, 'k7')
    expect(reference).toBe('GRV2611220042K7')
    expect(isGrievanceReference(reference)).toBe(true)
    expect(isGrievanceReference('GRV26112200')).toBe(false)
    expect(validateGrievanceLookup({ reference: 'grv2611220042k7', mobile_number: '9876543210' })).toEqual({
      ok: true,
      value: { reference: 'GRV2611220042K7', mobile_number: '9876543210' },
    })
  })
  it('is due 14 days after registration (India time)', () => {
    expect(grievanceDueDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-06')
    // 20:00 UTC is already the next day in India
    expect(grievanceDueDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-12-07')
  })
})

describe('unclaimed amounts (IRDAI search)', () => {
  it('searches by policy number or by name and date of birth', () => {
    expect(validateUnclaimedQuery({ policy_number: '' })).toMatchObject({
      errors: { policy_number: 'Please enter policy number' },
    })
    expect(validateUnclaimedQuery({ policy_number: 'sl202400000101' })).toEqual({
      ok: true,
      value: { by: 'policy', policy_number: 'SL202400000101' },
    })
    expect(
      validateUnclaimedQuery({ by: 'person', name: 'Ravi Kumar', dob: '1970-01-01', pan: 'abc' }),
    ).toMatchObject({ errors: { pan: 'PAN Format Incorrect' } })
    expect(validateUnclaimedQuery({ by: 'person', name: 'Ravi Kumar', dob: '1970-01-01' }).ok).toBe(true)
  })
  it('compares names loosely and shows them masked', () => {
    expect(normaliseName('  R.  K. Sharma ')).toBe('r k sharma')
    expect(maskName('Ravi Kumar')).toBe('R*** K****')
  })
})
