'use client'

import type React from 'react'
import { lazy, Suspense, useEffect, useState } from 'react'

import { mediaMinWidth, SHELL } from '@/domain/shell/constants'
import { allowsFirstVisitPopup, pageKind } from '@/domain/shell/overlay-policy'
import { popupGate } from '@/domain/shell/overlays'
import { PREVIEW_PARAM } from '@/domain/seo/preview-links'
import { choosePopup, POPUP_KEYS, type TPopup } from '@/domain/shell/popups'
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { SmartLink } from '../primitives/SmartLink'
import { overlays, useMediaQuery } from './state'

// The dialog code (Radix) is fetched only when a popup is actually about to show: most page views show none.
const Modal = lazy(() => import('../primitives/Modal').then((module) => ({ default: module.Modal })))

export type TZeroGst = {
  heading: string
  body: string | null
  ctaUrl: string | null
  ctaLabel: string | null
}

type Props = {
  path: string
  /** The page holds a calculator or a form the visitor came for (the overlay policy's `work`). */
  work?: boolean
  /** The welcome popup's content, rendered on the server; only given on the home page when it is switched on. */
  welcome: React.ReactNode | null
  /** The know-more popup's text, opened from the welcome popup: given only with it. */
  knowMore: string | null
  zeroGst: TZeroGst | null
}

const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key) === '1'
  } catch {
    return false // storage blocked: behave as a first visit
  }
}
const remember = (storage: () => Storage, key: string) => {
  try {
    storage().setItem(key, '1')
  } catch {
    // storage blocked: nothing to remember with
  }
}

/** What counts as the visitor using the page: a popup waits until none of these has happened for a while. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'input'] as const
/**
 * The visitor's own input, each of which ends the browser's measuring of the largest contentful paint. (A `scroll`
 * event also fires when a script or the address's #fragment scrolls; the wheel, touch or key behind a visitor's
 * scroll is here.)
 */
const FIRST_USE = new Set<string>(['pointerdown', 'keydown', 'wheel', 'touchstart'])
/** Whether the visitor has used this document yet: kept across client navigations, as the paint measure is. */
let usedThisDocument = false
const FIELD = 'input, textarea, select, [contenteditable="true"]'
/** How often a waiting popup looks again whether it may show (ms). */
const RECHECK = 500

/**
 * The first-visit popups (spec 2.2): the welcome popup on the home page (with its know-more popup), and the
 * zero-GST popup once per browser. The two never show in the same page view: zero-GST waits for a later one.
 *
 * One overlay at a time (domain/shell/overlays.ts): a popup waits until the visitor has used the page (so it is
 * never measured as the page's largest paint), nothing else is open, no field has focus and the visitor has left
 * the page alone for a moment; once the visitor has opened a form or dialog, or on a service journey page, it is
 * skipped for the session. On a phone it is a sheet along the bottom of the screen that leaves the page usable, and
 * it gives way as soon as anything else opens.
 */
export function Popups({ path, work = false, welcome, knowMore, zeroGst }: Props) {
  const t = useT()
  const [open, setOpen] = useState<TPopup | 'know-more' | null>(null)
  const hasWelcome = welcome !== null
  const hasZeroGst = zeroGst !== null
  const wide = useMediaQuery(mediaMinWidth(SHELL.desktopMinWidth))
  const variant = wide ? 'dialog' : 'sheet'

  useEffect(() => {
    overlays.newPageView()
    // A page where the visitor works (a quote, a calculator, a journey, a grievance, an error) shows none, and says
    // nothing about the next page: the popup may still come on a page they browse.
    if (!allowsFirstVisitPopup(pageKind(path, { work }))) return
    if (read(() => sessionStorage, POPUP_KEYS.skipped)) return
    let lastActivity = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    /** The popup's time has come but the visitor has not used the page: the first use looks again. */
    let waitingForUse = false
    const onActivity = (event: Event) => {
      lastActivity = Date.now()
      if (!FIRST_USE.has(event.type)) return
      usedThisDocument = true
      if (waitingForUse) {
        waitingForUse = false
        timer = setTimeout(attempt, RECHECK)
      }
    }
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true })
    const stop = () => {
      clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true })
    }
    const attempt = () => {
      const gate = popupGate({
        path,
        work,
        openOverlays: overlays.count(),
        tasksThisView: overlays.tasksThisView(),
        fieldFocused: document.activeElement?.matches(FIELD) ?? false,
        idleMs: Date.now() - lastActivity,
        used: usedThisDocument,
        preview: new URLSearchParams(window.location.search).has(PREVIEW_PARAM),
      })
      if (gate === 'wait') {
        if (usedThisDocument) timer = setTimeout(attempt, RECHECK)
        else waitingForUse = true
        return
      }
      stop()
      if (gate === 'skip') {
        remember(() => sessionStorage, POPUP_KEYS.skipped)
        return
      }
      const popup = choosePopup({
        welcomeAvailable: hasWelcome,
        zeroGstAvailable: hasZeroGst,
        welcomeSeen: read(() => sessionStorage, POPUP_KEYS.welcome),
        zeroGstSeen: read(() => localStorage, POPUP_KEYS.zeroGst),
      })
      if (popup === 'welcome') remember(() => sessionStorage, POPUP_KEYS.welcome)
      if (popup === 'zero-gst') remember(() => localStorage, POPUP_KEYS.zeroGst)
      setOpen(popup)
    }
    timer = setTimeout(attempt, SHELL.popupDelay)
    return stop
  }, [path, work, hasWelcome, hasZeroGst])

  // A sheet gives way to anything else that opens (the lead panel, a menu, the search box).
  const sheetOpen = open !== null && open !== 'know-more' && variant === 'sheet'
  useEffect(() => {
    if (!sheetOpen) return
    return overlays.subscribe(() => {
      if (overlays.count() > 0) setOpen(null)
    })
  }, [sheetOpen])

  const onOpenChange = (value: boolean) => {
    if (!value) setOpen(null)
  }

  if (open === null) return null
  return (
    <Suspense fallback={null}>
      {welcome !== null ? (
        <Modal
          open={open === 'welcome'}
          onOpenChange={onOpenChange}
          title={t(shell.popups.welcome)}
          hideTitle
          contentId="welcome-popup"
          className="welcome-popup"
          variant={variant}
        >
          <div className="welcome-content">{welcome}</div>
          {knowMore ? (
            <div className={variant === 'sheet' ? 'mt-3' : 'mt-6'}>
              <a
                id="know-more-popup"
                href="#know-more-popupContent"
                className="btn-primary"
                onClick={(event) => {
                  event.preventDefault()
                  setOpen('know-more')
                }}
              >
                {t(shell.popups.knowMore)}
              </a>
            </div>
          ) : null}
        </Modal>
      ) : null}
      {welcome !== null && knowMore ? (
        <Modal
          open={open === 'know-more'}
          onOpenChange={onOpenChange}
          title={t(shell.popups.knowMore)}
          contentId="know-more-popupContent"
        >
          <div className="mt-4 space-y-3 text-ink">
            {knowMore
              .split(/\n\s*\n/)
              .filter((text) => text.trim())
              .map((text, index) => (
                <p key={index}>{text}</p>
              ))}
          </div>
        </Modal>
      ) : null}
      {zeroGst ? (
        <Modal
          open={open === 'zero-gst'}
          onOpenChange={onOpenChange}
          title={zeroGst.heading}
          contentId="zero-gst-popup"
          variant={variant}
        >
          <p className="mt-3 inline-flex rounded-full bg-accent-600 px-3 py-1 text-sm font-bold text-white">
            0% GST
          </p>
          {zeroGst.body ? <p className="mt-4 leading-7 text-ink">{zeroGst.body}</p> : null}
          {zeroGst.ctaUrl ? (
            <SmartLink href={zeroGst.ctaUrl} className="btn-primary mt-6" onClick={() => setOpen(null)}>
              {zeroGst.ctaLabel || t(shell.popups.knowMore)}
            </SmartLink>
          ) : null}
        </Modal>
      ) : null}
    </Suspense>
  )
}
