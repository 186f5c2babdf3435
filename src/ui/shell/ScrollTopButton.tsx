'use client'

import { useEffect, useState } from 'react'

import { showsBackToTop, type TPageKind } from '@/domain/shell/overlay-policy'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { Icon } from '../primitives/Icon'

/**
 * A button back to the top of the page (spec 4: once the page is scrolled past 700px), on long reading pages only
 * (the overlay policy's `showsBackToTop`); on a phone it takes the one floating place while it shows.
 */
export function ScrollTopButton({ kind }: { kind: TPageKind }) {
  const t = useT()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setVisible(
        showsBackToTop({
          kind,
          scrollY: window.scrollY,
          pageHeight: document.documentElement.scrollHeight,
          viewportHeight: window.innerHeight,
        }),
      )
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [kind])

  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={t(shell.scrollTop)}
      className="scroll-top fixed right-4 bottom-4 z-30 md:bottom-20 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-600"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
        // The button disappears at the top: keep keyboard focus at the start of the page, not on <body>.
        document.getElementById('skip-link')?.focus({ preventScroll: true })
      }}
    >
      <Icon name="arrowUp" className="h-6 w-6" />
    </button>
  )
}
