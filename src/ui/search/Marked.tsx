import type { TMarked } from '@/domain/search/engine'

/** A title or snippet with the words the search found by in <mark>. */
export function Marked({ parts }: { parts: TMarked }) {
  return parts.map((part, at) =>
    part.mark ? (
      <mark key={at} className="rounded-sm bg-amber-100 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
