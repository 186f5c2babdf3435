import { describe, expect, it } from 'vitest'

import { questionRowLabel, rateRowLabel } from './row-label'

describe('a rate row’s title in the admin', () => {
  it('names its ages, terms and rate', () => {
    expect(rateRowLabel({ age_from: 18, age_to: 25, term_from: 10, term_to: 15, rate: 1.05 }, 0)).toBe(
      'Ages 18–25, terms 10–15: 1.05',
    )
  })

  it('speaks of one age or one term when a band is a single year', () => {
    expect(rateRowLabel({ age_from: 30, age_to: 30, term_from: 25, term_to: 25, rate: 72 }, 4)).toBe(
      'Age 30, term 25: 72',
    )
  })

  it('is the row’s number while it is being filled in', () => {
    expect(rateRowLabel({ age_from: 18, age_to: null, term_from: 10, term_to: 15, rate: 1 }, 2)).toBe(
      'Rate 03',
    )
    expect(rateRowLabel(undefined, 11)).toBe('Rate 12')
    expect(rateRowLabel({})).toBe('Rate')
  })
})

describe('a questionnaire question’s title in the admin', () => {
  it('names its key, whether a yes goes to review, and the start of its text', () => {
    expect(questionRowLabel({ key: 'diving', review: true, text: 'Do you dive?' }, 0)).toBe(
      'diving (review): Do you dive?',
    )
    expect(
      questionRowLabel(
        {
          key: 'sports',
          review: false,
          text: 'Do you play a team sport, a contact sport or an extreme sport often?',
        },
        1,
      ),
    ).toBe('sports: Do you play a team sport, a contact sport or an extreme…')
  })

  it('is the row’s number while it has no key', () => {
    expect(questionRowLabel({ text: 'Do you dive?' }, 2)).toBe('Question 03')
  })
})
