import { SmartLink } from '@/ui/primitives/SmartLink'

import type { Of } from '../types'

export function CtaBlock({ block }: { block: Of<'cta'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-lg bg-brand-50 p-6 md:flex md:items-center md:justify-between md:gap-6">
        <div>
          <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2>
          {block.text ? <p className="mt-2 text-muted">{block.text}</p> : null}
        </div>
        <div className="mt-4 flex flex-wrap gap-3 md:mt-0">
          <SmartLink href={block.primary.url} newTab={block.primary.new_tab} className="btn-primary">
            {block.primary.label}
          </SmartLink>
          {block.secondary?.label && block.secondary.url ? (
            <SmartLink href={block.secondary.url} newTab={block.secondary.new_tab} className="btn-secondary">
              {block.secondary.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
