import type { Metadata } from 'next'

import { STATUS_PAGES } from '@/domain/status'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { NotFoundBoundary } from '@/ui/shell/NotFoundBoundary'

export const metadata: Metadata = { title: STATUS_PAGES[404].title, robots: 'noindex, nofollow' }

/**
 * Next ships this boundary inside every page's payload, so it is a few words: a visitor sees the 404 page in the
 * full shell, from the host on arrival and after a reload on a client-side navigation (NotFoundBoundary).
 */
export default function NotFound() {
  return (
    <NotFoundBoundary
      title={STATUS_PAGES[404].title}
      message={STATUS_PAGES[404].message}
      home={shell.statusPages.home}
    />
  )
}
