import { formatPercentage } from '@/domain/home'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { headingId } from '../heading'
import type { Of } from '../types'

/** The claims-paid figure (spec 7 claims-paid-percentage/home-page): the number first, then what it counts. */
export function ClaimsPaidBlock({ block }: { block: Of<'claimsPaid'> }) {
  const figure = formatPercentage(block.percentage)
  const id = headingId(block, 'claims')
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-6 rounded-2xl bg-brand-900 p-6 text-white md:grid-cols-[auto_1fr] md:items-center md:p-10">
        <p className="text-center md:text-left">
          <span className="block text-5xl font-bold text-white md:text-6xl">{figure}</span>
          <span className="mt-1 block text-sm text-brand-100">
            {block.basis ? `${block.basis}, ` : ''}
            {block.financial_year}
          </span>
        </p>
        <div>
          <h2 id={id} className="text-2xl font-semibold">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-2 text-brand-50">{block.text}</p> : null}
          {block.figures?.length ? (
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {block.figures.map((item) => (
                <div key={item.id ?? item.label}>
                  <dt className="text-sm text-brand-100">{item.label}</dt>
                  <dd className="text-xl font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {block.link?.label && block.link.url ? (
            <SmartLink
              href={block.link.url}
              newTab={block.link.new_tab}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-2"
            >
              {block.link.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
