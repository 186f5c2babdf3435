import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AccordionBlock } from './Component'

describe('FAQ / accordion block', () => {
  const html = renderToStaticMarkup(
    <AccordionBlock
      block={{
        blockType: 'accordion',
        heading: 'Questions',
        items: [
          { question: 'What is a free-look period?', answer: 'Thirty days to return the policy.' },
          { question: 'Can I pay monthly?', answer: 'Yes.' },
        ],
      }}
    />,
  )

  it('shows each question as a closed disclosure the keyboard can open, its answer in the page', () => {
    expect(html.match(/<details/g)).toHaveLength(2)
    expect(html).not.toMatch(/<details[^>]* open/)
    expect(html).toMatch(/<summary[^>]*>What is a free-look period\?/)
    expect(html).toContain('Thirty days to return the policy.')
  })

  it('keeps the open/close sign away from screen readers', () => {
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>\+<\/span>/)
  })
})
