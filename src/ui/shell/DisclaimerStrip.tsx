'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { englishOn } from '@/domain/i18n/languages'
import { SHELL } from '@/domain/shell/constants'
import type { TDisclaimer } from '@/domain/shell/disclaimer'

import { useLanguage } from '../i18n/Texts'
import { Icon } from '../primitives/Icon'

/**
 * The page's disclaimer (spec 2.2, 4): collapsed at first, expanded by its heading, collapsed again after a
 * navigation; once expanded it is scrolled into view after 500 ms. The disclaimers are written in English only (the
 * site settings' and a page's): on a Hindi page they are marked so.
 */
export function DisclaimerStrip({ disclaimer }: { disclaimer: TDisclaimer }) {
  const [open, setOpen] = useState(false)
  const language = useLanguage()
  const pathname = usePathname()
  const [lastPath, setLastPath] = useState(pathname)
  const sectionRef = useRef<HTMLElement>(null)

  if (lastPath !== pathname) {
    setLastPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      sectionRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    }, SHELL.disclaimerScrollDelay)
    return () => clearTimeout(timer)
  }, [open])

  const paragraphs = disclaimer.description.split(/\n\s*\n/).filter((text) => text.trim())
  return (
    <section
      ref={sectionRef}
      aria-labelledby="disclaimer-heading"
      lang={englishOn(language, `${disclaimer.heading} ${disclaimer.description}`)}
      className="disclaimer-strip scroll-mt-2 border-t border-brand-100 bg-brand-50"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="disclaimer-heading" className="text-base font-semibold text-brand-900">
          <button
            type="button"
            className="flex min-h-12 w-full items-center justify-between gap-4 text-left"
            aria-expanded={open}
            aria-controls="disclaimer-content"
            onClick={() => setOpen((value) => !value)}
          >
            {disclaimer.heading}
            <Icon
              name="chevronDown"
              className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        <div id="disclaimer-content" hidden={!open} className="space-y-3 pb-6 text-sm leading-6 text-muted">
          {paragraphs.map((text, index) => (
            <p key={index} className="whitespace-pre-line">
              {text}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
