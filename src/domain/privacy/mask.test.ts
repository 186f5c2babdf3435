import { describe, expect, it } from 'vitest'

import { maskEmail, maskPhone, maskRecord } from './mask'

describe('masked personal data', () => {
  it('shows a mobile number by its first digit and last three', () => {
    expect(maskPhone('9876543210')).toBe('9XXXXXX210')
    expect(maskPhone('+91 98765 43210')).toBe('9XXXXXX210')
    expect(maskPhone('12')).toBe('XXXX')
  })

  it('shows an e-mail address by the first letter of the mailbox and the domain', () => {
    expect(maskEmail('kavya.rao@example.org')).toBe('k•••@example.org')
    expect(maskEmail('a@b.in')).toBe('a•••@b.in')
    expect(maskEmail('no-at-sign')).toBe('•••')
    expect(maskEmail('@b.in')).toBe('•••')
  })

  it('masks the numbers and addresses inside a stored form, and nothing else', () => {
    expect(
      maskRecord({
        full_name: 'Kavya Rao',
        mobile_no: '9876543210',
        EmailID: 'kavya@example.org',
        PlanID: 7,
      }),
    ).toEqual({ full_name: 'Kavya Rao', mobile_no: '9XXXXXX210', EmailID: 'k•••@example.org', PlanID: 7 })
    expect(maskRecord(null)).toBe(null)
  })
})
