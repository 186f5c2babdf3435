'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { inSentence } from '@/domain/format/text'
import { isSitePath, menuPanelId, telHref, type TMenuEntry } from '@/domain/shell/menu'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { hasIcon, Icon } from '../primitives/Icon'
import { SmartLink } from '../primitives/SmartLink'
import { useMenu } from './menu-entries'
import { MenuStatus } from './MenuPanel'
import { NewBadge } from './NewBadge'
import { useOverlay, useScrollLock } from './state'

type Props = {
  brandName: string
  topNav: TSideTopLink[]
  quickLinks: TSideQuickLink[]
  tollFree: TSideTollFree[]
  loginUrl: string | null
  open: boolean
  /** Closes the menu; focus goes back to the hamburger unless the visitor is leaving by a link. */
  onClose: (returnFocus?: boolean) => void
}

type TSideTopLink = { heading: string; url: string; newTab?: true }
type TSideQuickLink = { label: string; url: string }
type TSideTollFree = { label: string; number: string }

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The small-screen side menu and its overlay (both get the class `active` when open), loaded the first time the
 * hamburger is pressed (MobileMenu), with the menu's entries (./menu-entries.ts); until these are in, a status
 * stands in their place. Submenus are accordions and the toll-free lines are at hand. The close button,
 * a click on the overlay, Escape or a navigation closes it again and collapses every submenu.
 */
export default function SideMenu({
  brandName,
  topNav,
  quickLinks,
  tollFree,
  loginUrl,
  open,
  onClose,
}: Props) {
  const t = useT()
  const [expanded, setExpanded] = useState<string | null>(null)
  // Shown one frame after it is first put in the page, so it slides in the first time too.
  const [entered, setEntered] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const shown = open && entered
  const loaded = useMenu()

  useScrollLock(open)
  useOverlay(open, 'passing')

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      // Its closed place is laid out first, so the change to open is a transition.
      panelRef.current?.getBoundingClientRect()
      setEntered(true)
    })
    return () => cancelAnimationFrame(frame)
  }, [])

  // Closing collapses every submenu (state adjusted while rendering, as React recommends for prop changes).
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setExpanded(null)
  }

  useEffect(() => {
    if (!shown) return
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
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
  }, [shown, onClose])

  // The side menu is for small screens: if the window grows past the breakpoint, close it.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia('(min-width: 768px)')
    const onChange = () => wide.matches && onClose(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, onClose])

  const onLinkClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose(false)
  }

  return (
    <>
      <div
        className={`side-menu-overlay fixed inset-0 z-40 bg-brand-900/60 duration-300 md:hidden ${
          shown
            ? 'active visible opacity-100 transition-opacity'
            : 'pointer-events-none invisible opacity-0 transition-[opacity,visibility]'
        }`}
        aria-hidden="true"
        onClick={() => onClose()}
      />
      <div
        ref={panelRef}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        inert={!shown}
        className={`side-menu fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl duration-300 md:hidden ${
          // Visible at once when opening (so focus can move in), hidden only once it has slid out.
          shown
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
            aria-label={t(shell.mobileMenu.close)}
            onClick={() => onClose()}
          >
            <Icon name="close" className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">
          <nav aria-label={t(shell.header.mainNav)}>
            {loaded.state === 'ready' ? (
              <SideMenuEntries entries={loaded.entries} expanded={expanded} onExpand={setExpanded} />
            ) : (
              <MenuStatus state={loaded.state} className="px-4 py-3 text-muted" />
            )}
          </nav>

          {quickLinks.length > 0 ? (
            <nav aria-label={t(shell.header.quickLinks)} className="border-t border-gray-200 px-4 py-3">
              <ul className="grid grid-cols-2 gap-2">
                {quickLinks.map((link, index) => (
                  <li key={index}>
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
            <nav aria-label={t(shell.mobileMenu.moreLinks)} className="border-t border-gray-200 px-4 py-2">
              <ul>
                {topNav.map((item, index) => (
                  <li key={index}>
                    <SmartLink
                      href={item.url}
                      newTab={item.newTab}
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
              <p className="text-sm font-semibold text-brand-100">{t(shell.mobileMenu.tollFree)}</p>
              <ul className="mt-2 space-y-1">
                {tollFree.map((line, index) => (
                  <li key={index}>
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
                {t(shell.header.customerLogin)}
              </SmartLink>
            </div>
          ) : null}
        </div>
      </div>
    </>
  )
}

/** The menu's entries: a link each, or an accordion of its submenu's links. */
function SideMenuEntries({
  entries,
  expanded,
  onExpand,
}: {
  entries: TMenuEntry[]
  expanded: string | null
  onExpand: (panelId: string | null) => void
}) {
  if (entries.length === 0) return null
  return (
    <ul className="divide-y divide-gray-100">
      {entries.map((item, index) => {
        const panelId = menuPanelId('side', index, item.heading)
        const isOpen = expanded === panelId
        const subItems = item.items ?? []
        // Items without an icon keep the same indent as those with one.
        const icon = hasIcon(item.icon) ? (
          <Icon name={item.icon} className="h-5 w-5 shrink-0 text-accent-600" />
        ) : (
          <span aria-hidden="true" className="h-5 w-5 shrink-0" />
        )
        if (subItems.length === 0) {
          return (
            <li key={index}>
              <SmartLink
                href={item.url}
                className="flex min-h-12 items-center gap-3 px-4 font-semibold text-brand-900"
              >
                {icon}
                {item.heading}
                {item.isNew ? <NewBadge /> : null}
              </SmartLink>
            </li>
          )
        }
        return (
          <li key={index}>
            <button
              type="button"
              className="flex min-h-12 w-full items-center gap-3 px-4 text-left font-semibold text-brand-900"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => onExpand(isOpen ? null : panelId)}
            >
              {icon}
              <span className="flex flex-1 items-center">
                {item.heading}
                {item.isNew ? <NewBadge /> : null}
              </span>
              <Icon
                name="chevronDown"
                className={`h-5 w-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <div id={panelId} hidden={!isOpen} className="bg-brand-50/60 pb-2">
              <ul>
                {subItems.map((sub, subIndex) => (
                  <li key={subIndex}>
                    <SmartLink
                      href={sub.url}
                      className="flex min-h-11 items-center px-6 font-medium text-ink hover:text-brand-700"
                    >
                      {sub.heading}
                      {sub.isNew ? <NewBadge /> : null}
                    </SmartLink>
                    {sub.children?.length ? (
                      <ul className="ml-6 border-l-2 border-brand-100">
                        {sub.children.map((nested, nestedIndex) => (
                          <li key={nestedIndex}>
                            <SmartLink
                              href={nested.url}
                              className="flex min-h-11 items-center px-4 text-sm text-muted hover:text-brand-700"
                            >
                              {nested.heading}
                              {nested.isNew ? <NewBadge /> : null}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
                {item.viewAll ? (
                  <li>
                    <SmartLink
                      href={item.viewAll}
                      className="flex min-h-11 items-center gap-2 px-6 font-semibold text-brand-700"
                    >
                      View all {inSentence(item.heading)}
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
  )
}
