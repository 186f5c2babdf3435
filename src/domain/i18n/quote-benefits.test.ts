import { describe, expect, it } from 'vitest'

import { quoteBenefits } from '../quotes/benefits'
import type { IInstalment, IQuoteInput, IQuotePremium, IQuoteTable, TPayMode } from '../quotes/types'
import en from './en'
import { hindiTranslator, textPairs } from './fallback'
import hi from './hi'

// The quote's "what the plan gives" sentences are put together in English and shown in Hindi by their templates
// (ui/i18n/Texts: the calculators part, values translated as on the page). Every choice a visitor can make, and
// every GST a quote can carry, must land on a Hindi template: a sentence left in English is a missing template.

const pairs = textPairs(en.calculators, hi.calculators)
const toHindi = hindiTranslator(pairs)

/** What a Hindi reader would meet in English: a word of three Latin letters or more, once GST is taken out. */
const english = (text: string) => text.replace(/\bGST\b/g, '').match(/[A-Za-z]{3,}/g) ?? []

const instalment = (premium: number, pct: number): IInstalment => {
  const gst = Math.round((premium * pct) / 100)
  return { premium, gst, total: premium + gst }
}

/** A premium of 12,000 a year with GST of `first` % in the first year and `renewal` % later. */
function premiumWith(first: number, renewal: number, maturityAmount: number): IQuotePremium {
  const mode = (premium: number) => ({
    firstYear: instalment(premium, first),
    renewal: instalment(premium, renewal),
  })
  return {
    rate: 1.2,
    yearly: 12_000,
    instalments: { yearly: mode(12_000), 'half-yearly': mode(6_120), monthly: mode(1_050) },
    gst: {
      on: first ? '2025-09-21' : '2025-09-22',
      firstYearPct: first,
      renewalPct: renewal,
      treatment: first ? 'charged' : 'exempt',
      from: first ? '2017-07-01' : '2025-09-22',
    },
    totalPremiums: 300_000,
    coverUntilAge: 55,
    maturityAmount,
  }
}

const GSTS = [
  [0, 0],
  [18, 18],
  [4.5, 2.25],
] as const
const MATURITIES: IQuoteTable['maturity_benefit'][] = ['none', 'return-of-premium', 'sum-assured']
const MODES: TPayMode[] = ['yearly', 'half-yearly', 'monthly']
const PAYS: IQuoteInput['pay'][] = ['single', 'regular', '5']
const PAYOUTS: IQuoteInput['payout'][] = ['lump-sum', 'monthly-income', 'lump-sum-and-income']
const TERMS = [
  [1, 1],
  [25, 25],
  [25, 5],
  [25, 1],
] as const

describe('the quote benefits in Hindi', () => {
  it('has a Hindi sentence for every choice a visitor can make and every GST a quote carries', () => {
    const missing = new Set<string>()
    let checked = 0
    for (const [first, renewal] of GSTS)
      for (const maturity_benefit of MATURITIES)
        for (const mode of MODES)
          for (const pay of PAYS)
            for (const payout of PAYOUTS)
              for (const [policy_term, ppt] of TERMS) {
                const benefits = quoteBenefits(
                  { maturity_benefit },
                  {
                    sum_assured: 10_000_000,
                    policy_term,
                    ppt: pay === 'single' ? 1 : ppt,
                    mode,
                    pay,
                    payout,
                  },
                  premiumWith(first, renewal, maturity_benefit === 'none' ? 0 : 300_000),
                )
                for (const { title, text } of benefits)
                  for (const sentence of [title, text]) {
                    checked += 1
                    const hindi = toHindi(sentence)
                    if (hindi === sentence || english(hindi).length) missing.add(`${sentence} → ${hindi}`)
                  }
              }
    expect(checked).toBeGreaterThan(1000)
    expect([...missing]).toEqual([])
  })

  it('carries the amounts, the years and the GST into the Hindi sentence', () => {
    const [, pay, maturity] = quoteBenefits(
      { maturity_benefit: 'return-of-premium' },
      {
        sum_assured: 10_000_000,
        policy_term: 20,
        ppt: 20,
        mode: 'monthly',
        pay: 'regular',
        payout: 'lump-sum',
      },
      premiumWith(4.5, 2.25, 300_000),
    )
    expect(toHindi(pay!.text)).toBe(
      'आप पहले वर्ष हर महीने GST सहित ₹1,097 भरेंगे, फिर ₹1,074, कुल 20 वर्ष तक। GST से पहले आपके कुल प्रीमियम ₹3,00,000 होंगे।',
    )
    expect(toHindi(maturity!.text)).toBe(
      'यदि बीमित व्यक्ति अवधि के अंत तक जीवित रहता है, तो भरे गए प्रीमियम लौटाए जाते हैं: ₹3,00,000। GST वापस नहीं मिलता।',
    )
  })
})
