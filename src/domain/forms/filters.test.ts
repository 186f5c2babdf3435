import { describe, expect, it } from 'vitest'

import {
  applyFilter,
  alphanumeric,
  alphanumericSpaces,
  AMOUNT_MULTIPLE_MESSAGE,
  amountError,
  cutName,
  decimals,
  digitsOnly,
  emailChars,
  isAmountKey,
  lettersAndSpaces,
  lettersOnly,
  lettersSpacesDots,
  mobileNumber,
  personName,
  policyNumber,
} from './filters'

describe('digits only (spec 5)', () => {
  it('strips every other character', () => {
    expect(digitsOnly('9a8-7 6.5')).toBe('98765')
  })
  it('keeps a leading zero unless the field forbids it', () => {
    expect(digitsOnly('0012')).toBe('0012')
    expect(digitsOnly('0012', { noLeadingZero: true })).toBe('12')
    expect(digitsOnly('0', { noLeadingZero: true })).toBe('')
  })
})

describe('decimals (spec 5: one dot, no leading 0)', () => {
  it.each([
    ['12.5', '12.5'],
    ['1.2.3', '1.23'],
    ['0.5', '5'],
    ['.5', '5'],
    ['00120', '120'],
    ['12a.b4', '12.4'],
  ])('%s becomes %s', (typed, kept) => {
    expect(decimals(typed)).toBe(kept)
  })
})

describe('character classes (spec 5)', () => {
  it('letters only', () => expect(lettersOnly('Ab c1-d')).toBe('Abcd'))
  it('letters and spaces', () => expect(lettersAndSpaces('Ab c1-d.')).toBe('Ab cd'))
  it('letters, spaces and dots', () => expect(lettersSpacesDots('A. B1 c_d')).toBe('A. B cd'))
  it('alphanumeric', () => expect(alphanumeric('Ab 1-2_c')).toBe('Ab12c'))
  it('alphanumeric with spaces', () => expect(alphanumericSpaces('Ab 1-2_c')).toBe('Ab 12c'))
  it('e-mail characters are lower-cased a-z, 0-9, dash, dot, underscore and @', () => {
    expect(emailChars('Ravi.K_1-2@Mail.COM')).toBe('ravi.k_1-2@mail.com')
    expect(emailChars('a b+c!#$%@x.in')).toBe('abc@x.in')
  })
  it('a policy number is alphanumeric and cut at 14', () => {
    expect(policyNumber('AB-12 34567890123456')).toBe('AB123456789012')
  })
  it('a name is cut at 64 characters', () => {
    expect(cutName('x'.repeat(70))).toHaveLength(64)
    expect(personName(`Ravi 2 Kumar ${'a'.repeat(70)}`)).toHaveLength(64)
    expect(personName('Dr. Asha #Rao')).toBe('Dr. Asha Rao')
    expect(personName(' Asha')).toBe(' Asha')
  })
})

describe('mobile filter (spec 5)', () => {
  it('keeps only digits, at most 10', () => {
    expect(mobileNumber('98x765-43210 99')).toBe('9876543210')
  })
  it('drops a pasted +91 country code', () => {
    expect(mobileNumber('+91 98765 43210')).toBe('9876543210')
  })
  it('letters typed alone vanish', () => {
    expect(mobileNumber('abc')).toBe('')
  })
  it.each(['5876543210', '0987654321', '1', '4'])('clears %s: the first digit must be 6 or more', (typed) => {
    expect(mobileNumber(typed)).toBe('')
  })
  it.each(['6', '7', '8', '9'])('keeps a number starting with %s', (first) => {
    expect(mobileNumber(`${first}123`)).toBe(`${first}123`)
  })
  it('clears a number in which one digit appears 10 times', () => {
    expect(mobileNumber('9999999999')).toBe('')
    expect(mobileNumber('999999999')).toBe('999999999')
  })
})

describe('amount key filter and validator (spec 5)', () => {
  it.each(['0', '9', ',', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter'])(
    'lets %s through',
    (key) => expect(isAmountKey(key)).toBe(true),
  )
  it.each(['a', '.', '-', 'e', ' ', '+'])('stops %s', (key) => expect(isAmountKey(key)).toBe(false))
  it('accepts up to 4 digits as they are', () => {
    expect(amountError('4999')).toBeNull()
    expect(amountError('')).toBeNull()
  })
  it('needs longer amounts to be multiples of 1000', () => {
    expect(amountError('25,000')).toBeNull()
    expect(amountError('100000')).toBeNull()
    expect(amountError('25500')).toBe(AMOUNT_MULTIPLE_MESSAGE)
    expect(AMOUNT_MULTIPLE_MESSAGE).toBe('Premium amount should be in multiples of ₹ 1000')
  })
})

describe('the filter registry a field names', () => {
  it('applies a named filter, and cuts at the length given with it', () => {
    expect(applyFilter('mobile', '+91 98765 43210')).toBe('9876543210')
    expect(applyFilter(['upperAlphanumeric', 11], 'hdfc-0000 1234x')).toBe('HDFC0000123')
    expect(applyFilter(['digits', 9], 'abc4000020021')).toBe('400002002')
    expect(applyFilter('noSpaces', ' name @okhdfc ')).toBe('name@okhdfc')
  })
})
