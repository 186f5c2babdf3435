/**
 * Spec 7's `faqs` content GET and the chat assistant's answers (issue 5 item 9) against the running server and its
 * seeded FAQ blocks (src/cms/seed/pages/support.ts and home.ts).
 */
import { describe, expect, it } from 'vitest'

import { get } from './support/http'

interface IFaq {
  question: string
  answer: string
  url: string
  page_title: string
}

const ask = (question: string) => get(`/api/v1/faqs/answer?q=${encodeURIComponent(question)}`)

describe('GET /api/v1/faqs', () => {
  it('lists the FAQ blocks of published pages with their page, and answers 304 to its ETag', async () => {
    const res = await get('/api/v1/faqs', { headers: { 'api-version': 'v1' } })
    expect(res.status).toBe(200)
    const faqs = (await res.json()) as IFaq[]
    expect(faqs).toContainEqual(
      expect.objectContaining({
        question: 'How do I pay my renewal premium?',
        url: '/contact-us',
        answer: expect.stringContaining('UPI'),
      }),
    )
    expect(faqs).toContainEqual(
      expect.objectContaining({ question: 'How much life cover do I need?', url: '/' }),
    )
    const again = await get('/api/v1/faqs', { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('refuses another api-version with a 400', async () => {
    const res = await get('/api/v1/faqs', { headers: { 'api-version': 'v9' } })
    expect(res.status).toBe(400)
  })
})

describe('GET /api/v1/faqs/answer', () => {
  it('answers a question in the visitor’s own words with the FAQ and its page', async () => {
    const res = await ask('where can I pay my policy EMI?')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      kind: 'answer',
      faq: { question: 'How do I pay my renewal premium?', url: '/contact-us' },
    })
  })

  it('hands off to an advisor when no FAQ fits', async () => {
    const res = await ask('Do you sell car insurance?')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ kind: 'handoff' })
  })

  it.each([
    ['an empty question', ''],
    ['blanks only', '   '],
    ['over 200 characters', 'a'.repeat(201)],
  ])('refuses %s with a 400 and a clear message', async (_, question) => {
    const res = await ask(question)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      status_code: 400,
      message: 'Please type a question of 1 to 200 characters',
    })
  })
})
