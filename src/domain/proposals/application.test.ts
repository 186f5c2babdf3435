import { describe, expect, it } from 'vitest'

import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LINES,
  applicationStatusSms,
  checkApplicationMove,
  isApplicationNumber,
  normaliseApplicationNumber,
} from './application'

describe('the moves staff may make between application statuses', () => {
  it('lets an application go from submitted through the underwriters’ work to a decision', () => {
    expect(checkApplicationMove('submitted', 'documents-needed')).toBeNull()
    expect(checkApplicationMove('documents-needed', 'medical-test')).toBeNull()
    expect(checkApplicationMove('medical-test', 'under-review')).toBeNull()
    expect(checkApplicationMove('under-review', 'issued')).toBeNull()
    expect(checkApplicationMove('submitted', 'issued')).toBeNull()
    expect(checkApplicationMove('under-review', 'declined')).toBeNull()
  })

  it('refunds only a declined application', () => {
    expect(checkApplicationMove('declined', 'refunded')).toBeNull()
    for (const from of APPLICATION_STATUSES.filter(
      (status) => status !== 'declined' && status !== 'refunded',
    ))
      expect(checkApplicationMove(from, 'refunded')).toMatch(/cannot become "Refunded"|is final/)
    expect(checkApplicationMove('declined', 'issued')).toBe(
      'An application that is "Declined" cannot become "Issued". From "Declined" it can become: "Refunded".',
    )
  })

  it('never goes back to submitted, and issued and refunded are final', () => {
    for (const from of APPLICATION_STATUSES.filter((status) => status !== 'submitted'))
      expect(checkApplicationMove(from, 'submitted')).not.toBeNull()
    expect(checkApplicationMove('issued', 'submitted')).toBe(
      'An application that is "Issued" is final: its status cannot change.',
    )
    expect(checkApplicationMove('refunded', 'declined')).toMatch(/"Refunded" is final/)
    expect(APPLICATION_MOVES.issued).toEqual([])
  })

  it('names the statuses it can become when it refuses a move', () => {
    expect(checkApplicationMove('under-review', 'submitted')).toBe(
      'An application that is "Under review" cannot become "Submitted". From "Under review" it can become: ' +
        '"Documents needed", "Medical test scheduled", "Issued", "Declined".',
    )
  })

  it('keeps a status that does not change (saving the form again moves nothing)', () => {
    for (const status of APPLICATION_STATUSES) expect(checkApplicationMove(status, status)).toBeNull()
  })
})

describe('what the visitor is told', () => {
  it('has a plain-language line for every status', () => {
    for (const status of APPLICATION_STATUSES)
      expect(APPLICATION_STATUS_LINES[status].length).toBeGreaterThan(20)
  })

  it('tells the new status by SMS with the application number', () => {
    expect(applicationStatusSms('SLA-2026-0000001', 'issued')).toBe(
      'Sahyog Life: your application SLA-2026-0000001 is now "Issued". Track it on our website under Track my application.',
    )
  })

  it('takes the application number as typed, in any case', () => {
    expect(normaliseApplicationNumber(' sla-2026-0000042 ')).toBe('SLA-2026-0000042')
    expect(isApplicationNumber('SLA-2026-0000042')).toBe(true)
    expect(isApplicationNumber('SLA-2026-42')).toBe(false)
  })
})
