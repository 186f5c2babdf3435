'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { isSitePath, menuPanelId, telHref } from '@/domain/shell/menu'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }

import { hasIcon, Icon } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'
import type { TMenuItem, TQuickLink, TTollFree, TTopNavigationItem } from './menu-types'
import { NewBadge } from './NewBadge'
import { useOverlay, useScrollLock } from './state'

type Props = {
  brandName: string
  menu: TMenuItem[]
  topNav: TTopNavigationItem[]
  quickLinks: TQuickLink[]
  tollFree: TTollFree[]
  loginUrl: string | null
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The small-screen menu (below 768px): a hamburger opens a side menu and an overlay (both get the class `active`),
 * the page stops scrolling, submenus are accordions, and the toll-free lines are at hand. The close button, a click
 * on the overlay, Escape or a navigation closes it again and collapses every submenu.
 */
export function MobileMenu({ brandName, menu, topNav, quickLinks, tollFree, loginUrl }: Props) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const pathname = usePathname()
  const [lastPath, setLastPath] = useState(pathname)

  useScrollLock(open)
  useOverlay(open, 'passing')

  const close = useCallback((returnFocus = true) => {
    setOpen(false)
    setExpanded(null)
    if (returnFocus) hamburgerRef.current?.focus()
  }, [])

  // Navigating closes the menu (state adjusted while rendering, as React recommends for prop changes).
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setOpen(false)
    setExpanded(null)
  }

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab' || !panelRef.current) return
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  // The side menu is for small screens: if the window grows past the breakpoint, close it.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia('(min-width: 768px)')
    const onChange = () => wide.matches && close(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, close])

  const onLinkClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close(false)
  }

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className="hamburger inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 md:hidden"
        aria-label={shell.mobileMenu.open}
        aria-expanded={open}
        aria-controls="side-menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <div
        className={`side-menu-overlay fixed inset-0 z-40 bg-brand-900/60 duration-300 md:hidden ${
          open
            ? 'active visible opacity-100 transition-opacity'
            : 'pointer-events-none invisible opacity-0 transition-[opacity,visibility]'
        }`}
        aria-hidden="true"
        onClick={() => close()}
      />
      <div
        ref={panelRef}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        inert={!open}
        className={`side-menu fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl duration-300 md:hidden ${
          // Visible at once when opening (so focus can move in), hidden only once it has slid out.
          open
            ? 'active visible translate-x-0 transition-transform'
            : 'invisible -translate-x-full transition-[transform,visibility]'
        }`}
        onClick={onLinkClick}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2">
          <p id={titleId} className="text-lg font-bold text-brand-900">
            Menu<span className="sr-only">: {brandName}</span>
          </p>
          <button
            ref={closeRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-gray-100"
            aria-label={shell.mobileMenu.close}
            onClick={() => close()}
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">
          <nav aria-label={shell.header.mainNav}>
            <ul className="divide-y divide-gray-100">
              {menu.map((item, index) => {
                const panelId = menuPanelId('side', index, item.heading)
                const isOpen = expanded === panelId
                const subItems = item.sub_menu ?? []
                // Items without an icon keep the same indent as those with one.
                const icon = hasIcon(item.icon) ? (
                  <Icon name={item.icon} className="h-5 w-5 shrink-0 text-accent-600" />
                ) : (
                  <span aria-hidden="true" className="h-5 w-5 shrink-0" />
                )
                if (subItems.length === 0) {
                  return (
                    <li key={item.id ?? index}>
                      <SmartLink
                        href={item.menu_link?.url || '/'}
                        className="flex min-h-12 items-center gap-3 px-4 font-semibold text-brand-900"
                      >
                        {icon}
                        {item.heading}
                        {item.is_new ? <NewBadge /> : null}
                      </SmartLink>
                    </li>
                  )
                }
                return (
                  <li key={item.id ?? index}>
                    <button
                      type="button"
                      className="flex min-h-12 w-full items-center gap-3 px-4 text-left font-semibold text-brand-900"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isOpen ? null : panelId)}
                    >
                      {icon}
                      <span className="flex flex-1 items-center">
                        {item.heading}
                        {item.is_new ? <NewBadge /> : null}
                      </span>
                      <Icon
                        name="chevronDown"
                        className={`h-5 w-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                      />
                    </button>
                    <div id={panelId} hidden={!isOpen} className="bg-brand-50/60 pb-2">
                      <ul>
                        {subItems.map((sub, subIndex) => (
                          <li key={sub.id ?? subIndex}>
                            <SmartLink
                              href={sub.menu_link.url}
                              className="flex min-h-11 items-center px-6 font-medium text-ink hover:text-brand-700"
                            >
                              {sub.heading}
                              {sub.is_new ? <NewBadge /> : null}
                            </SmartLink>
                            {sub.children?.length ? (
                              <ul className="ml-6 border-l-2 border-brand-100">
                                {sub.children.map((nested, nestedIndex) => (
                                  <li key={nested.id ?? nestedIndex}>
                                    <SmartLink
                                      href={nested.menu_link.url}
                                      className="flex min-h-11 items-center px-4 text-sm text-muted hover:text-brand-700"
                                    >
                                      {nested.heading}
                                      {nested.is_new ? <NewBadge /> : null}
                                    </SmartLink>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </li>
                        ))}
                        {item.menu_link?.url && item.menu_style !== 'Phone' ? (
                          <li>
                            <SmartLink
                              href={item.menu_link.url}
                              className="flex min-h-11 items-center gap-2 px-6 font-semibold text-brand-700"
                            >
                              View all {item.heading.toLowerCase()}
                              <Icon name="arrowRight" className="h-4 w-4" />
                            </SmartLink>
                          </li>
                        ) : null}
                      </ul>
                    </div>
                  </li>
                )
              })}
            </ul>
          </nav>

          {quickLinks.length > 0 ? (
            <nav aria-label={shell.header.quickLinks} className="border-t border-gray-200 px-4 py-3">
              <ul className="grid grid-cols-2 gap-2">
                {quickLinks.map((link, index) => (
                  <li key={link.id ?? index}>
                    <SmartLink
                      href={link.url}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-brand-100 px-3 py-2 text-sm font-semibold text-brand-800"
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {topNav.length > 0 ? (
            <nav aria-label={shell.mobileMenu.moreLinks} className="border-t border-gray-200 px-4 py-2">
              <ul>
                {topNav.map((item, index) => (
                  <li key={item.id ?? index}>
                    <SmartLink
                      href={item.menu_link.url}
                      newTab={item.new_tab}
                      className="flex min-h-11 items-center text-ink hover:text-brand-700"
                    >
                      {item.heading}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {tollFree.length > 0 ? (
            <div className="toll-free m-4 rounded-xl bg-brand-900 p-4 text-white">
              <p className="text-sm font-semibold text-brand-100">{shell.mobileMenu.tollFree}</p>
              <ul className="mt-2 space-y-1">
                {tollFree.map((line, index) => (
                  <li key={line.id ?? index}>
                    <a href={telHref(line.number)} className="flex min-h-11 flex-col justify-center">
                      <span className="text-sm text-brand-100">{line.label}</span>
                      <span className="flex items-center gap-2 text-lg font-bold">
                        <Icon name="phone" className="h-4 w-4 text-accent-500" />
                        {line.number}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {loginUrl ? (
            <div className="px-4 pb-6">
              <SmartLink
                href={loginUrl}
                newTab={!isSitePath(loginUrl)}
                className="btn-secondary w-full gap-2"
              >
                <Icon name="user" className="h-5 w-5" />
                {shell.header.customerLogin}
              </SmartLink>
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}
