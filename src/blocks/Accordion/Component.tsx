import type { Of } from '../types'

export function AccordionBlock({ block }: { block: Of<'accordion'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <div className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {block.items?.map((item) => (
          <details key={item.id ?? item.question} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
              {item.question}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 whitespace-pre-line text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
