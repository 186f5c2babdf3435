'use client'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { useOverlay, usePageLoader, useScrollLock } from './state'

/** The full-page loading overlay, shown while a form sets the flag with setPageLoader(true) (spec 2.2). */
export function PageLoader() {
  const t = useT()
  const loading = usePageLoader()
  useScrollLock(loading)
  useOverlay(loading, 'passing')
  if (!loading) return null
  return (
    <div
      role="status"
      aria-label={t(shell.loading)}
      className="page-loader fixed inset-0 z-[80] flex items-center justify-center bg-white/75 backdrop-blur-[1px]"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
    </div>
  )
}
