'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef } from 'react'

import { menuEntryFor } from '@/domain/shell/menu'

import { Icon } from '../primitives/Icon'
import { loadMenu, prefetchMenuWhenIdle, reloadMenuOnce, useMenu } from './menu-entries'
import { MenuPanel, MenuStatus, type TPanelLayout } from './MenuPanel'
import { openMenu, type TMenuMode, useOpenMenu, useOverlay } from './state'

type Props = {
  id: string
  /** The item's own link and label, rendered on the server. */
  trigger: React.ReactNode
  label: string
  className: string
  panelClassName: string
  /** The item's place in the menu bar: its submenu is the menu's entry there, or the one with its label. */
  index: number
  layout: TPanelLayout
}

const HOVER_CLOSE_DELAY = 180

/**
 * One top-level item of the desktop menu bar with its submenu (disclosure pattern). The submenu opens on mouse
 * hover, and on its toggle's click, Enter, Space or ArrowDown (a click pins it open); focus alone never opens it,
 * so a keyboard visitor tabs past the menu bar in two stops per item. Escape, leaving with the keyboard, a click
 * outside or following a link closes it. Only one submenu is open at a time.
 * A closed submenu's links are not in the page: the mega menus are most of the header, and leaving them out until
 * one opens keeps them out of the HTML and of the hydration every visitor pays for (the section pages they link to
 * are one click away on the item itself, and in the sitemap). Nor are they in the page as data: the submenus are
 * loaded when a visitor first reaches for one (a pointer over the item, focus on it), or on a wide screen once the
 * browser is idle after the page loaded (./menu-entries.ts).
 */
export function NavigationItem({ id, trigger, label, className, panelClassName, index, layout }: Props) {
  const current = useOpenMenu()
  const open = current?.id === id
  const menu = useMenu()
  const entry = menu.state === 'ready' ? menuEntryFor(menu.entries, index, label) : undefined
  // Open with the menu loaded but without this item in it: the menu was edited since it was loaded.
  const stale = open && menu.state === 'ready' && !entry
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pathname = usePathname()
  const panelId = `${id}-panel`
  useOverlay(open, 'passing')

  const show = (mode: TMenuMode) => {
    clearTimeout(closeTimer.current)
    openMenu.set({ id, mode })
  }
  const close = () => {
    clearTimeout(closeTimer.current)
    openMenu.set((value) => (value?.id === id ? null : value))
  }

  // A navigation closes whatever was open.
  useEffect(() => {
    openMenu.set((value) => (value?.id === id ? null : value))
  }, [pathname, id])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  useEffect(() => prefetchMenuWhenIdle(), [])

  useEffect(() => {
    if (stale) reloadMenuOnce()
  }, [stale])

  // A click anywhere else closes a submenu.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close only reads refs and the store
  }, [open])

  return (
    <li
      ref={itemRef}
      className={className}
      data-open={open ? '' : undefined}
      onPointerEnter={(event) => {
        void loadMenu()
        if (event.pointerType === 'mouse')
          show(current?.id === id && current.mode !== 'hover' ? current.mode : 'hover')
      }}
      onFocus={() => void loadMenu()}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || openMenu.get()?.mode !== 'hover') return
        clearTimeout(closeTimer.current)
        closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY)
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null) && openMenu.get()?.id === id)
          close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
          buttonRef.current?.focus()
        }
      }}
    >
      {trigger}
      <button
        ref={buttonRef}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label} submenu`}
        onClick={() => {
          void loadMenu()
          if (!open) show('click')
          else if (current?.mode === 'hover') show('click')
          else close()
        }}
        onKeyDown={(event) => {
          // ArrowDown opens the submenu and moves into it; Tab from an open submenu still loading waits for it
          // rather than leaving the item, which would close it.
          const intoOpenLoading = event.key === 'Tab' && !event.shiftKey && open && !entry
          if (event.key !== 'ArrowDown' && !intoOpenLoading) return
          event.preventDefault()
          if (event.key === 'ArrowDown') show(open && current ? current.mode : 'click')
          // Into the submenu once it is drawn (its entries may still be on their way).
          void loadMenu().then(() =>
            requestAnimationFrame(() =>
              document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus(),
            ),
          )
        }}
      >
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close()
        }}
      >
        {open ? (
          entry ? (
            <MenuPanel entry={entry} layout={layout} />
          ) : (
            <MenuStatus state={stale ? 'failed' : menu.state} className="p-3 text-sm text-muted" />
          )
        ) : null}
      </div>
    </li>
  )
}
