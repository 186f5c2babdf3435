'use client'

import { useEffect } from 'react'

import { coversAny, FLOATING_GUARD_MAX_WIDTH, isTypingField, type TRect } from '@/domain/shell/floating'
import { floatingControls, floatingMark, showsBackToTop, type TPageKind } from '@/domain/shell/overlay-policy'

/** The floating controls: the contact tab, back-to-top and the chat button (src/ui/shell, public/assets/chat). */
const FLOATING = '.contact-tab, .scroll-top, .sc-root .sc-launcher'
/**
 * What they must never cover on a phone: a form's main button (SubmitButton and calculators mark theirs), the forms
 * of the page (a hint under a field, a consent line), a calculator with its result, the page's buttons and button
 * links, the footer (its toll-free numbers and the IRDAI line), and the whole of a form page (`data-form-page`: a
 * proposal, its tracking, a saved quote), whose text between the fields is read as closely as the fields.
 */
const IN_THE_WAY =
  '[data-main-action], main form, main .calculator, main .btn-primary, main .btn-secondary, .site-footer, ' +
  'main [data-form-page]'

const rectOf = (element: Element): TRect => {
  const { top, right, bottom, left } = element.getBoundingClientRect()
  return { top, right, bottom, left }
}

/**
 * Gives focus back to a floating control, such as the contact tab when the panel it opened closes. While the panel
 * was open the guard may have hidden the control (a field or the panel's send button was under it), and a hidden
 * control cannot take focus: the focus would fall to the page. So the mark is lifted first; the guard's next check
 * sets it again if the page still needs it.
 */
export function focusFloatingControl(control: HTMLElement) {
  delete document.documentElement.dataset.floating
  control.focus()
}

/**
 * Applies the overlay policy's floating controls (src/domain/shell/overlay-policy.ts) to the page: it measures what
 * the policy needs (a phone or not, typing, a control over a form, the footer, the focused field or a main button,
 * how far a long page is read) and says the outcome in `html[data-floating]` ('advisor', 'top', 'none'…), which the
 * styles in globals.css follow. Checked again on scroll, resize, focus, clicks and whenever the page changes size.
 */
export function FloatingGuard({
  kind,
  advisor,
  chat,
}: {
  kind: TPageKind
  /** The page has the contact tab. */
  advisor: boolean
  /** The chat assistant is on. */
  chat: boolean
}) {
  useEffect(() => {
    const phone = window.matchMedia(`(max-width: ${FLOATING_GUARD_MAX_WIDTH}px)`)
    const root = document.documentElement
    let frame = 0

    const check = () => {
      frame = 0
      const focused = document.activeElement
      const typing = focused instanceof HTMLElement && isTypingField(focused)
      let inTheWay = typing
      if (phone.matches && !inTheWay) {
        const guarded = [...document.querySelectorAll(IN_THE_WAY)]
        if (focused instanceof HTMLElement && focused !== document.body && !focused.matches(FLOATING)) {
          guarded.push(focused)
        }
        inTheWay = coversAny(
          [...document.querySelectorAll(FLOATING)].map(rectOf),
          guarded.map(rectOf).filter((rect) => rect.bottom > 0 && rect.top < window.innerHeight),
        )
      }
      root.dataset.floating = floatingMark(
        floatingControls({
          kind,
          phone: phone.matches,
          advisor,
          chat,
          backToTop: showsBackToTop({
            kind,
            scrollY: window.scrollY,
            pageHeight: document.documentElement.scrollHeight,
            viewportHeight: window.innerHeight,
          }),
          inTheWay,
        }),
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }

    const events = ['scroll', 'resize', 'focusin', 'focusout', 'click'] as const
    for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true })
    phone.addEventListener('change', schedule)
    window.visualViewport?.addEventListener('resize', schedule)
    // A result or a field that appears below a button moves it without any event of ours.
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    check()
    return () => {
      for (const name of events) window.removeEventListener(name, schedule, { capture: true })
      phone.removeEventListener('change', schedule)
      window.visualViewport?.removeEventListener('resize', schedule)
      observer.disconnect()
      cancelAnimationFrame(frame)
      delete root.dataset.floating
    }
  }, [kind, advisor, chat])
  return null
}
