import { describe, expect, it } from 'vitest'

import { ZLeadForm } from './lead.schema'

describe('lead form schema for the server', () => {
  it('passes a valid lead', () => {
    const lead = {
      full_name: 'Asha Rao',
      full_email: 'asha@example.in',
      full_number: '9876543210',
      prefferd_language: 'English',
      is_submit_contact: true,
    }
    expect(ZLeadForm.parse(lead)).toEqual(lead)
  })
  it('reports each field with the spec text', () => {
    const result = ZLeadForm.safeParse({ full_name: ' Asha', full_number: 42 })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues).toEqual([
      ['full_name', 'Space should not be at the beginning'],
      ['full_email', 'Please enter the email id'],
      ['full_number', 'Mobile number is required'],
      ['prefferd_language', 'Please select your preferred language'],
      ['is_submit_contact', 'Please accept the terms before proceeding'],
    ])
  })
})
