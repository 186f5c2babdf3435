import type { Metadata } from 'next'

import { Shell } from '@/ui/shell/Shell'
import { StatusView } from '@/ui/shell/StatusView'

export const metadata: Metadata = { title: 'Page not found', robots: 'noindex, nofollow' }

/** Kept to the logo and the message: Next ships this boundary inside every page's payload. */
export default function NotFound() {
  return (
    <Shell path="/not-found" minimal>
      <StatusView code={404} />
    </Shell>
  )
}
