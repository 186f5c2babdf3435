import { describe, expect, it } from 'vitest'

import type { IFaq } from './faqs'
import { answerQuestion, indexFaqs, MATCH_THRESHOLD, terms } from './match'

// FAQs in the words of the seed (src/cms/seed/pages/support.ts, home.ts, products.ts, calculators.ts).
const faq = (question: string, answer: string, url = '/contact-us'): IFaq => ({
  question,
  answer,
  url,
  page_title: 'Contact us',
})
const FAQS: IFaq[] = [
  faq(
    'How do I pay my renewal premium?',
    'Pay online on the pay-premium page by UPI, debit or credit card, or net banking, with just your policy number and date of birth. You can also set up NACH or UPI auto-debit, pay at any branch, or pay in cash up to ₹49,999.',
  ),
  faq(
    'How do I update my address, mobile number or e-mail?',
    'Submit the KYC and contact details update form, available on the download-forms page, at any branch or by e-mail from your registered e-mail address, with a self-attested address proof.',
  ),
  faq(
    'How do I get a premium paid certificate for my tax return?',
    'Download it instantly from the premium-paid-certificate page after verifying your mobile number with a one-time password.',
  ),
  faq(
    'How do I change my nominee?',
    'Fill in the nomination change form and submit it at a branch or by e-mail. A change of nomination is free.',
  ),
  faq(
    'How do I intimate a claim?',
    'Call 1800-000-1234, e-mail care@sahyoglife.example or visit any branch. Our claims team will tell you exactly which documents are needed.',
  ),
  faq(
    'How do I register a grievance?',
    'Use the register-grievance page, e-mail us or call us. If you are not satisfied with our response within 14 days, you may escalate to Bima Bharosa or the Insurance Ombudsman.',
  ),
  faq(
    'How much life cover do I need?',
    'A common rule of thumb is 10 to 15 times your annual income, plus any outstanding loans, minus the savings and investments your family could draw on.',
    '/',
  ),
  faq(
    'Can I cancel a policy if I change my mind?',
    'Yes. Every policy comes with a free-look period of 30 days from the date you receive the policy document.',
    '/',
  ),
  faq(
    'What happens if I miss a premium?',
    'You have a grace period of 30 days for yearly, half-yearly and quarterly modes, and 15 days for the monthly mode. After it, the policy lapses but can usually be revived within five years.',
    '/',
  ),
  faq(
    'At what age should I buy life insurance?',
    'As early as you have someone who depends on your income. Premiums are lowest when you are young and healthy.',
    '/life-insurance',
  ),
  faq(
    'Are my figures stored anywhere?',
    'No. The calculations run in your browser. Your inputs are kept only in the page address.',
    '/calculators',
  ),
]

const index = indexFaqs(FAQS)
const answered = (question: string) => {
  const reply = answerQuestion(index, question)
  return reply.kind === 'answer' ? reply.faq.question : null
}

describe('terms: normalised words', () => {
  it('lower-cases, drops common words and punctuation, strips endings', () => {
    expect(terms('How do I PAY my Renewal premiums?!')).toEqual(['pay', 'renewal', 'premium'])
    expect(terms('Claims, claimed and claiming')).toEqual(['claim', 'claim', 'claim'])
    expect(terms('policies and taxes, charges')).toEqual(['policy', 'tax', 'charge'])
  })
  it('maps synonyms and phrases to one term', () => {
    expect(terms('EMI instalment installment')).toEqual(['premium', 'premium', 'premium'])
    expect(terms('nomination beneficiary')).toEqual(['nominee', 'nominee'])
    expect(terms('sum assured')).toEqual(['cover'])
    expect(terms('auto-debit mandate')).toEqual(['nach', 'nach'])
    expect(terms('complaint to the ombudsman')).toEqual(['grievance', 'grievance'])
  })
  it('keeps numbers and section names whole', () => {
    expect(terms('Section 80C limit 1.5 lakh')).toEqual(['section', 'tax', 'limit', '1', '5', 'lakh'])
  })
  it('reads only letters and digits: markup is just words', () => {
    expect(terms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script'])
  })
})

describe('answering from the FAQs', () => {
  it.each([
    ['How can I pay my premium?', 'How do I pay my renewal premium?'],
    ['pay renewal', 'How do I pay my renewal premium?'],
    ['where do I pay the EMI of my policy', 'How do I pay my renewal premium?'],
    ['Change nominee', 'How do I change my nominee?'],
    ['how to update nomination', 'How do I change my nominee?'],
    ['I want to file a complaint', 'How do I register a grievance?'],
    ['how do I make a death claim', 'How do I intimate a claim?'],
    ['claims process', 'How do I intimate a claim?'],
    ['premium paid certificate for income tax', 'How do I get a premium paid certificate for my tax return?'],
    ['How much cover should I take?', 'How much life cover do I need?'],
    ['what sum assured do I need', 'How much life cover do I need?'],
    ['cancel my policy', 'Can I cancel a policy if I change my mind?'],
    ['missed premium', 'What happens if I miss a premium?'],
    ['change my mobile number', 'How do I update my address, mobile number or e-mail?'],
    ['Best age to buy a policy?', 'At what age should I buy life insurance?'],
  ])('%j → %j', (question, expected) => {
    expect(answered(question)).toBe(expected)
  })

  it.each([
    'What is the NAV of the equity fund today?',
    'Do you sell car insurance?',
    'hello',
    '',
    '???',
    'asdf qwerty',
  ])('%j: no good match, hand-off to an advisor', (question) => {
    expect(answerQuestion(index, question).kind).toBe('handoff')
  })

  it('an answer carries its page and up to two related questions', () => {
    const reply = answerQuestion(index, 'pay premium')
    expect(reply).toMatchObject({ kind: 'answer', faq: { url: '/contact-us' } })
    if (reply.kind !== 'answer') throw new Error('expected an answer')
    expect(reply.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD)
    expect(reply.score).toBeLessThanOrEqual(1)
    expect(reply.related.length).toBeLessThanOrEqual(2)
    expect(reply.related.map((f) => f.question)).not.toContain(reply.faq.question)
  })

  it('a question whose words are only in answers is not answered, but suggests them', () => {
    const reply = answerQuestion(index, 'grace period for quarterly mode')
    expect(reply.kind === 'answer' ? reply.faq.question : 'handoff').toMatch(
      /What happens if I miss a premium\?|handoff/,
    )
    if (reply.kind === 'handoff')
      expect(reply.suggestions.map((f) => f.question)).toContain('What happens if I miss a premium?')
  })

  it('no FAQs at all: always a hand-off', () => {
    expect(answerQuestion(indexFaqs([]), 'pay premium')).toEqual({ kind: 'handoff', suggestions: [] })
  })

  it('reads at most 200 characters of a question', () => {
    const long = `${'x '.repeat(150)} pay premium`
    expect(answerQuestion(index, long).kind).toBe('handoff')
  })
})
