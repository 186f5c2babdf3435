'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { scrollActionAfterNavigation } from '@/domain/shell/navigation'

/** Module state lives for the whole visit (the shell itself remounts with each page). */
let previousPath: string | null = null
let historyNavigation = false
let listening = false

/**
 * Scrolls to the top after each completed client navigation unless the new page passed scrollToPage={false}
 * (spec 2.2). Links leave scrolling to this component (SmartLink uses scroll={false}).
 */
export function NavigationScroll({ scrollToPage }: { scrollToPage: boolean }) {
  const pathname = usePathname()

  useEffect(() => {
    // Marks the page as interactive: the shell's client parts are hydrated (tests and monitoring wait for it).
    document.documentElement.setAttribute('data-shell-ready', '')
    if (listening) return
    listening = true
    window.addEventListener('popstate', () => {
      historyNavigation = true
    })
  }, [])

  useEffect(() => {
    const action = scrollActionAfterNavigation({
      previousPath,
      path: pathname,
      scrollToPage,
      historyNavigation,
      hash: window.location.hash,
    })
    previousPath = pathname
    historyNavigation = false
    if (action === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    if (action === 'hash')
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView()
  }, [pathname, scrollToPage])

  return null
}
