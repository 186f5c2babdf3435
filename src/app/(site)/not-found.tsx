import type { Metadata } from 'next'

import { Shell } from '@/ui/shell/Shell'
import { StatusView } from '@/ui/shell/StatusView'

export const metadata: Metadata = { title: 'Page not found', robots: 'noindex, nofollow' }

export default function NotFound() {
  return (
    <Shell path="/not-found">
      <StatusView code={404} />
    </Shell>
  )
}
