import { Icon } from '@/ui/primitives/Icon'

import { headingId } from '../heading'
import type { Of } from '../types'

/** A notice such as the regulator's warning about spurious calls: a labelled region, never a popup. */
export function NoticeBlock({ block }: { block: Of<'notice'> }) {
  const warning = block.tone !== 'info'
  const id = headingId(block, 'notice')
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-6">
      <div
        className={`flex gap-4 rounded-lg border-l-4 p-5 ${
          warning ? 'border-accent-600 bg-orange-50' : 'border-brand-600 bg-brand-50'
        }`}
      >
        <Icon
          name="shield"
          className={`mt-1 h-6 w-6 shrink-0 ${warning ? 'text-accent-700' : 'text-brand-700'}`}
        />
        <div>
          <h2 id={id} className="text-lg font-semibold text-ink">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-1 whitespace-pre-line text-ink">{block.text}</p> : null}
          {block.points?.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
              {block.points.map((point) => (
                <li key={point.id ?? point.text}>{point.text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  )
}
