import { describe, expect, it } from 'vitest'

import { formatDate, formatRupeesShort, amountInWords } from '../format'
import en from './en'
import { hindiValue, textPairs, translator } from './fallback'
import hi from './hi'

const toHindi = translator(textPairs(en, hi), hindiValue)

describe('the Hindi page’s translator of English texts (decision 93)', () => {
  it('shows the shared validators’ English rules in Hindi', () => {
    expect(toHindi('Name is required')).toBe('नाम दर्ज करना ज़रूरी है')
    expect(toHindi('Please select your preferred language')).toBe('कृपया अपनी पसंदीदा भाषा चुनें')
  })

  it('recognises an API answer made from a template and carries its values over', () => {
    expect(toHindi('Incorrect OTP. 2 attempts left.')).toBe('गलत OTP। 2 प्रयास बाकी हैं।')
    expect(toHindi('Incorrect OTP. 1 attempt left.')).toBe('गलत OTP। 1 प्रयास बाकी है।')
    expect(toHindi('Request New OTP in 00:07 sec')).toBe('नया OTP 00:07 सेकंड बाद मांगें')
    expect(toHindi('Please wait 30 seconds before requesting a new OTP.')).toBe(
      'नया OTP मांगने से पहले कृपया 30 सेकंड रुकें।',
    )
  })

  it('writes dates and lakhs it carries over in Hindi', () => {
    expect(toHindi('NAVs for this fund are available from 1 Apr 2020 to 24 Nov 2026')).toBe(
      'इस फ़ंड की NAV 1 अप्रैल 2020 से 24 नवंबर 2026 तक उपलब्ध है',
    )
    expect(toHindi('Minimum sum assured is ₹25 lakh')).toBe('न्यूनतम बीमा राशि ₹25 लाख है')
  })

  it('keeps a text it does not know, and changes nothing without a translation', () => {
    expect(toHindi('Sahyog Smart Term')).toBe('Sahyog Smart Term')
    expect(translator([])('Name is required')).toBe('Name is required')
  })
})

describe('figures and dates in Hindi (decision 94)', () => {
  it('keeps Indian grouping and the ₹ sign, with Hindi words for lakh and crore', () => {
    expect(formatRupeesShort(2_500_000, 'hi')).toBe('₹25 लाख')
    expect(formatRupeesShort(15_000_000, 'hi')).toBe('₹1.5 करोड़')
    expect(formatRupeesShort(1_234_567, 'hi')).toBe('₹12,34,567')
    expect(amountInWords(1_234_567, 'hi')).toBe('12.35 लाख')
    expect(formatRupeesShort(2_500_000)).toBe('₹25 lakh')
  })

  it('writes Hindi month names, English ones unchanged', () => {
    expect(formatDate('2026-11-24', 'hi')).toBe('24 नवंबर 2026')
    expect(formatDate('2026-02-01', 'hi')).toBe('1 फ़रवरी 2026')
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026')
  })
})
