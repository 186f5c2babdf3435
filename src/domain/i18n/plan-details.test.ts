import { describe, expect, it } from 'vitest'

import {
  eligibilityRows,
  PREMIUM_EXAMPLE_COLUMNS,
  premiumExampleCells,
  premiumExamplesGst,
} from '../products/details'
import en from './en'
import { hindiTranslator, hindiValue, textPairs } from './fallback'
import hi from './hi'

// The plan page's details are put together in English (src/domain/products/details.ts, shared with the brochure)
// and shown in Hindi on /hi pages by their texts and templates (the shell and tax parts, src/ui/products): every
// label and every figure the site writes there must land on a Hindi text.

const toHindi = hindiTranslator([...textPairs(en.shell, hi.shell), ...textPairs(en.tax, hi.tax)])
const t = (text: string) => hindiValue(toHindi(text))

/** What a Hindi reader would meet in English: a word of three Latin letters or more, once GST is taken out. */
const english = (text: string) => text.replace(/\bGST\b/g, '').match(/[A-Za-z]{3,}/g) ?? []

describe('a plan’s details on a Hindi page', () => {
  it('writes each eligibility line in Hindi, ages as "18 से 65 वर्ष" and sums in lakh and crore', () => {
    const rows = [
      ...eligibilityRows({
        entry_age_min: 18,
        entry_age_max: 65,
        maturity_age_max: 85,
        sum_assured_min: 2_500_000,
      }),
      ...eligibilityRows({ entry_age_min: 0, sum_assured_min: 10_000_000 }),
      ...eligibilityRows({ entry_age_max: 60, sum_assured_min: 10_000 }),
    ].map(([label, value]) => [t(label), t(value)])
    expect(rows).toEqual([
      ['प्रवेश के समय आयु', '18 से 65 वर्ष'],
      ['परिपक्वता पर अधिकतम आयु', '85 वर्ष'],
      ['न्यूनतम बीमा राशि', '₹25 लाख'],
      ['प्रवेश के समय आयु', '0 वर्ष से'],
      ['न्यूनतम बीमा राशि', '₹1 करोड़'],
      ['प्रवेश के समय आयु', '60 वर्ष तक'],
      ['न्यूनतम बीमा राशि', '₹10,000'],
    ])
  })

  it('heads the premium examples in Hindi and writes their amounts in Indian grouping with ₹', () => {
    expect(PREMIUM_EXAMPLE_COLUMNS.map(t)).toEqual(['उदाहरण', 'बीमा राशि', 'पॉलिसी अवधि', 'सालाना प्रीमियम'])
    const [, sum, , premium] = premiumExampleCells({ profile: 'x', sum_assured: 15_000_000, premium: 12_345 })
    expect([t(sum), t(premium)]).toEqual(['₹1.5 करोड़', '₹12,345'])
    expect(t('Indicative yearly premiums for Sahyog Smart Term.')).toBe(
      'Sahyog Smart Term के अनुमानित सालाना प्रीमियम।',
    )
  })

  it('says what GST does to the premiums in Hindi, before and after the exemption, for every kind of plan', () => {
    const notes = [
      { typeCode: 'P1', need: 'term', group: false },
      { typeCode: 'P2', need: 'savings', group: false },
      { typeCode: 'P2', need: 'retirement', group: false },
      { typeCode: 'P1', need: 'term', group: true },
    ].flatMap((plan) => ['2025-09-21', '2025-09-22'].map((on) => premiumExamplesGst(plan, on)))
    for (const note of notes.filter((note): note is string => !!note)) expect(english(t(note))).toEqual([])
    expect(t(premiumExamplesGst({ typeCode: 'P1', need: 'term', group: false }, '2026-01-01')!)).toBe(
      'GST नहीं: 22 सितंबर 2025 से व्यक्तिगत जीवन बीमा पॉलिसियों के प्रीमियम पर GST की छूट है।',
    )
  })

  it('labels the facts, the buttons and the downloads in Hindi', () => {
    const texts = [
      'Need',
      'Withdrawn from sale',
      'Buy now',
      'Sahyog Smart Term: get a quote',
      'Talk to an advisor',
      'Key benefits',
      'Eligibility',
      'Premium examples',
      'Documents',
      'Brochure',
      'Policy wording',
      'of Sahyog Smart Term',
      'Policy term',
      'Premium paying term',
    ]
    expect(texts.flatMap((text) => english(t(text).replace('Sahyog Smart Term', '')))).toEqual([])
    expect(t('Sahyog Smart Term: get a quote')).toBe('Sahyog Smart Term का कोटेशन पाएं')
  })
})
