import { describe, expect, it } from 'vitest'

import { checkName } from '../services/common'
import { isPersonName, lettersSpacesDots, personName } from './filters'
import { validateFullName, validateLeadForm } from './lead'

const lead = (full_name: string) => ({
  full_name,
  full_email: 'asha@example.com',
  full_number: '9876543210',
  prefferd_language: 'Hindi',
  is_submit_contact: true,
})

describe('names written in Hindi (Devanagari), in every form, browser and server alike', () => {
  it.each(['राम', 'सीता देवी', 'श्री कृष्ण', 'क्षितिज त्रिपाठी', 'ज़ुबैर', 'हर्ष वर्धन', 'प्रिया शर्मा', 'Asha Rao'])(
    'accepts %s, conjuncts, vowel signs and nukta included',
    (name) => {
      expect(personName(name)).toBe(name)
      expect(isPersonName(name)).toBe(true)
      expect(validateFullName(name)).toBeNull()
      expect(checkName(name)).toBeNull()
      expect(validateLeadForm(lead(name)).ok).toBe(true)
    },
  )

  it('keeps the joiners that choose how a conjunct is drawn', () => {
    expect(lettersSpacesDots('क्\u200Dष')).toBe('क्\u200Dष')
    expect(lettersSpacesDots('र्\u200Cय')).toBe('र्\u200Cय')
  })

  it('drops Devanagari digits, the danda and symbols as it drops Latin ones', () => {
    expect(personName('राम १२३।')).toBe('राम ')
    expect(personName('सीता<b>9</b>')).toBe('सीताbb')
  })

  it.each([
    ['a name that begins with a vowel sign', 'ि राम'],
    ['a name that begins with a virama', '्राम'],
    ['Devanagari digits', 'राम १२'],
    ['a danda', 'राम।'],
  ])('refuses %s with the name message', (_, name) => {
    expect(validateFullName(name)).toBe('fullNameCharacters')
    expect(checkName(name)).not.toBeNull()
  })
})
