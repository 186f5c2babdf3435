'use client'

import { useEffect, useState } from 'react'

import { showsScrollTop } from '@/domain/shell/constants'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }

import { Icon } from '../primitives/Icon'

/** A button back to the top of the page, shown once the page is scrolled past 700px (spec 4). */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setVisible(showsScrollTop(window.scrollY))
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
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={shell.scrollTop}
      className="scroll-top fixed right-4 bottom-20 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-600"
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
