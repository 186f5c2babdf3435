import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { STATUS_PAGES, isStatusCode } from '@/domain/status'
import { serverTexts } from '@/ui/i18n/language'
import { Shell } from '@/ui/shell/Shell'
import { StatusView } from '@/ui/shell/StatusView'

type Args = { params: Promise<{ code: string }> }

/**
 * Rendered once and served with the matching status: by the proxy at /403, /500 and /under-maintenance, and by the
 * host (src/host/status-document.ts) in place of Next's own answer to a missing page (404) or a failed one (500), so
 * those come in the full shell too.
 */
export const dynamicParams = false
export function generateStaticParams() {
  return [{ code: '403' }, { code: '404' }, { code: '500' }, { code: '503' }]
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const code = Number((await params).code)
  if (!isStatusCode(code)) return {}
  return { title: (await serverTexts('shell')).statusPages[code].title, robots: 'noindex, nofollow' }
}

export default async function StatusPage({ params }: Args) {
  const code = Number((await params).code)
  if (!isStatusCode(code)) notFound()
  return (
    <Shell path={STATUS_PAGES[code].path} minimal={code === 503}>
      <StatusView code={code} />
    </Shell>
  )
}
