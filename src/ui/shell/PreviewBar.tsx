'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { withPreviewParam } from '@/domain/seo/preview-links'

/**
 * Shown while an editor previews drafts: says so, offers the way out, and keeps `_preview` on every internal link
 * the editor follows (spec 6), by catching clicks before Next's links handle them.
 */
export function PreviewBar({ id, path }: { id: string; path: string }) {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return
      const next = withPreviewParam(anchor.href, window.location.origin, id)
      if (!next) return
      event.preventDefault()
      event.stopPropagation()
      router.push(next)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [id, router])

  return (
    <div
      role="status"
      data-testid="preview-bar"
      className="fixed inset-x-0 bottom-0 z-[80] flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-black shadow-lg"
    >
      <span>Preview: you are seeing unpublished changes.</span>
      <a
        className="rounded bg-black px-3 py-1 text-white underline-offset-2 hover:underline"
        href={`/api/preview/exit?path=${encodeURIComponent(path)}`}
      >
        Exit preview
      </a>
    </div>
  )
}
