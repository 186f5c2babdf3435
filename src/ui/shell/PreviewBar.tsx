'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { withPreviewParam } from '@/domain/seo/preview-links'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

/** The messages the admin's live preview exchanges with the page in its frame (Payload's protocol). */
const LIVE_PREVIEW_READY = { type: 'payload-live-preview', ready: true } as const
const DOCUMENT_SAVED = 'payload-document-event'

/**
 * Shown while an editor previews drafts: says so, offers the way out, and keeps `_preview` on every internal link
 * the editor follows (spec 6), by catching clicks before Next's links handle them.
 *
 * Inside the admin's live preview frame it also tells the admin the page is ready, and re-renders the page from
 * the server each time the admin saves the draft (autosave included), so the editor sees the change as the site
 * will show it. Messages count only from the admin on this same origin.
 */
export function PreviewBar({ id, path }: { id: string; path: string }) {
  const t = useT()
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

  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return
      if ((event.data as { type?: unknown } | null)?.type === DOCUMENT_SAVED) router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage(LIVE_PREVIEW_READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return (
    <div
      role="status"
      data-testid="preview-bar"
      className="fixed inset-x-0 bottom-0 z-[80] flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-black shadow-lg"
    >
      <span>{t(shell.preview.notice)}</span>
      <a
        className="rounded bg-black px-3 py-1 text-white underline-offset-2 hover:underline"
        href={`/api/preview/exit?path=${encodeURIComponent(path)}`}
      >
        {t(shell.preview.exit)}
      </a>
    </div>
  )
}
