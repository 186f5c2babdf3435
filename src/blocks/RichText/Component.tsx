import { RichText } from '@/ui/primitives/RichText'

import type { Of } from '../types'

export function RichTextBlock({ block }: { block: Of<'richText'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <RichText data={block.content} />
    </section>
  )
}
