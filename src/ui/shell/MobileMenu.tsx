'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'

import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { Icon } from '../primitives/Icon'
import { loadMenu } from './menu-entries'

const loadSideMenu = () => import('./SideMenu')
const SideMenu = lazy(loadSideMenu)

type Props = Omit<React.ComponentProps<typeof SideMenu>, 'open' | 'onClose'>

/**
 * The small-screen menu (below 768px): the hamburger is in every page; the side menu it opens, and the menu's
 * entries it lists (./menu-entries.ts), are loaded the first time a visitor reaches for it (a touch, a pointer over
 * it or keyboard focus starts both downloads) and then stay in the page. A navigation closes it.
 */
export function MobileMenu(props: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const [lastPath, setLastPath] = useState(pathname)

  // Navigating closes the menu (state adjusted while rendering, as React recommends for prop changes).
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setOpen(false)
  }

  const close = useCallback((returnFocus = true) => {
    setOpen(false)
    if (returnFocus) hamburgerRef.current?.focus()
  }, [])

  const prefetch = () => {
    void loadSideMenu()
    void loadMenu()
  }

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className="hamburger inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 md:hidden"
        aria-label={t(shell.mobileMenu.open)}
        aria-expanded={open}
        aria-controls="side-menu"
        onPointerDown={prefetch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch()
          setWanted(true)
          setOpen(true)
        }}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SideMenu {...props} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
