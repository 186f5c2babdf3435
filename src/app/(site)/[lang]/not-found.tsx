import type { Metadata } from 'next'

import { STATUS_PAGES } from '@/domain/status'
import { serverTexts } from '@/ui/i18n/language'
import { NotFoundBoundary } from '@/ui/shell/NotFoundBoundary'

export const metadata: Metadata = { title: STATUS_PAGES[404].title, robots: 'noindex, nofollow' }

/**
 * Next ships this boundary inside every page's payload, so it is a few words: a visitor sees the 404 page in the
 * full shell, from the host on arrival and after a reload on a client-side navigation (NotFoundBoundary).
 */
export default async function NotFound() {
  const { statusPages } = await serverTexts('shell')
  return (
    <NotFoundBoundary
      title={statusPages[404].title}
      message={statusPages[404].message}
      home={statusPages.home}
    />
  )
}
