import type { Of } from '../types'

export function AccordionBlock({ block }: { block: Of<'accordion'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      {/* Each question's look comes from `.faq-list` (globals.css). */}
      <div className="faq-list mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {block.items?.map((item) => (
          <details key={item.id ?? item.question}>
            <summary>
              {item.question}
              <span aria-hidden="true">+</span>
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
