import { describe, expect, it } from 'vitest'

import { collectFaqs } from './faqs'

const accordion = (items: { question: string; answer: string }[]) => ({
  blockType: 'accordion',
  heading: 'FAQs',
  items,
})

describe('the FAQs of published pages', () => {
  it('reads every accordion item with its page, in path order, skipping other blocks', () => {
    const faqs = collectFaqs([
      {
        path: '/contact-us',
        title: 'Contact us',
        layout: [
          { blockType: 'hero', heading: 'Hi' },
          accordion([{ question: ' How do I pay? ', answer: 'Online. ' }]),
        ],
      },
      {
        path: '/',
        title: 'Home',
        layout: [accordion([{ question: 'How much cover?', answer: '10 times income.' }])],
      },
    ])
    expect(faqs).toEqual([
      { question: 'How much cover?', answer: '10 times income.', url: '/', page_title: 'Home' },
      { question: 'How do I pay?', answer: 'Online.', url: '/contact-us', page_title: 'Contact us' },
    ])
  })

  it('leaves out partner pages, empty items and a question repeated on another page', () => {
    const faqs = collectFaqs([
      { path: '/a', title: 'A', layout: [accordion([{ question: 'Q1', answer: 'A1' }])] },
      { path: '/b', title: 'B', layout: [accordion([{ question: 'q1', answer: 'again' }])] },
      { path: '/c', title: 'C', layout: [accordion([{ question: 'Q2', answer: ' ' }])] },
      {
        path: '/d/po',
        title: 'D',
        partner_one: true,
        layout: [accordion([{ question: 'Q3', answer: 'A3' }])],
      },
      { path: '/e', title: 'E', layout: null },
    ])
    expect(faqs.map((f) => f.question)).toEqual(['Q1'])
  })
})
