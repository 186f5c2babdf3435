import { describe, expect, it } from 'vitest'

import { lookupIfsc } from './ifsc'
import { enachErrors, isUpiId, MANDATE_MESSAGES, parseEnach, upiIdError, upiMaxAmount } from './rules'

const TODAY = '2026-11-22'
const GOOD = {
  account_holder_name: 'Lakshmi Narayan',
  account_number: '123456789012',
  confirm_account_number: '123456789012',
  ifsc: 'HDFC0000123',
  micr: '400240015',
  bank_name: 'HDFC Bank',
  branch_name: 'Lower Parel, Mumbai',
  account_type: 'savings',
  effective_from: '2026-12-01',
  effective_to: '',
  debit_day: '10',
}

describe('e-NACH bank details', () => {
  it('accepts a complete form (effective to may be left open: until cancelled)', () => {
    expect(enachErrors(GOOD, TODAY)).toEqual({})
    const parsed = parseEnach(GOOD, TODAY)
    expect(parsed.ok && parsed.value).toMatchObject({
      effectiveTo: null,
      debitDay: 10,
      accountType: 'savings',
    })
  })

  it.each([
    ['ifsc', 'HDFC1000123', MANDATE_MESSAGES.ifscInvalid],
    ['ifsc', 'hdfc0000123', MANDATE_MESSAGES.ifscInvalid],
    ['micr', '40024001', MANDATE_MESSAGES.micrInvalid],
    ['account_number', '12345', MANDATE_MESSAGES.accountInvalid],
    ['confirm_account_number', '123456789013', MANDATE_MESSAGES.accountMismatch],
    ['account_holder_name', '', MANDATE_MESSAGES.holderEmpty],
    ['account_type', 'fixed', MANDATE_MESSAGES.accountTypeEmpty],
    ['effective_from', '2026-11-21', MANDATE_MESSAGES.fromInvalid],
    ['effective_to', '2026-11-30', MANDATE_MESSAGES.toInvalid],
    ['debit_day', '29', MANDATE_MESSAGES.debitDayInvalid],
  ])('refuses %s = %j', (field, value, message) => {
    expect(enachErrors({ ...GOOD, [field]: value }, TODAY)).toEqual({ [field]: message })
  })

  it('fills bank, branch and MICR for a known IFSC', () => {
    expect(lookupIfsc('hdfc0000123')).toEqual({
      bank: 'HDFC Bank',
      branch: 'Lower Parel, Mumbai',
      micr: '400240015',
    })
    expect(lookupIfsc('ZZZZ0000000')).toBeNull()
  })
})

describe('UPI autopay', () => {
  it('checks the UPI id format with the spec message', () => {
    expect(isUpiId('lakshmi.n@okhdfc')).toBe(true)
    expect(isUpiId('9876543210@ybl')).toBe(true)
    for (const bad of ['lakshmi', '@okhdfc', 'a@', 'lak shmi@okhdfc', 'x@1bank'])
      expect(upiIdError(bad)).toBe('Enter a Valid UPI ID')
  })

  it('caps UPI autopay at ₹5,000 (₹4,500 in development)', () => {
    expect(upiMaxAmount('production')).toBe(5000)
    expect(upiMaxAmount('test')).toBe(5000)
    expect(upiMaxAmount('development')).toBe(4500)
  })
})
