'use client'

import { useEffect } from 'react'

import { coversAny, FLOATING_GUARD_MAX_WIDTH, isTypingField, type TRect } from '@/domain/shell/floating'

/** The floating controls: the contact tab, back-to-top and the chat button (src/ui/shell, public/assets/chat). */
const FLOATING = '.contact-tab, .scroll-top, .sc-root .sc-launcher'
/** What they must never cover: a form's main button (SubmitButton and calculators mark theirs). */
const MAIN_ACTIONS = '[data-main-action]'

const rectOf = (element: Element): TRect => {
  const { top, right, bottom, left } = element.getBoundingClientRect()
  return { top, right, bottom, left }
}

/**
 * Gives focus back to a floating control, such as the contact tab when the panel it opened closes. While the panel
 * was open the guard may have hidden the control (a field or the panel's send button was under it), and a hidden
 * control cannot take focus: the focus would fall to the page. So the marks are lifted first; the guard's next
 * check sets them again if the page still needs them.
 */
export function focusFloatingControl(control: HTMLElement) {
  const root = document.documentElement
  delete root.dataset.typing
  delete root.dataset.floatingAside
  control.focus()
}

/**
 * On a phone, keeps the floating controls off what the visitor is using (issue item 2): while a field has focus
 * the on-screen keyboard is up and they all step aside (`html[data-typing]`); while one of them would cover the
 * field with focus or a form's main button on screen, they step aside too (`html[data-floating-aside]`). The
 * styles in globals.css hide them for as long as either mark is set; nothing happens above the phone width.
 */
export function FloatingGuard() {
  useEffect(() => {
    const phone = window.matchMedia(`(max-width: ${FLOATING_GUARD_MAX_WIDTH}px)`)
    const root = document.documentElement
    let frame = 0

    const check = () => {
      frame = 0
      if (!phone.matches) {
        delete root.dataset.typing
        delete root.dataset.floatingAside
        return
      }
      const focused = document.activeElement
      const typing = focused instanceof HTMLElement && isTypingField(focused)
      if (typing) root.dataset.typing = ''
      else delete root.dataset.typing
      const guarded = [...document.querySelectorAll(MAIN_ACTIONS)]
      if (focused instanceof HTMLElement && focused !== document.body && !focused.matches(FLOATING)) {
        guarded.push(focused)
      }
      const aside = coversAny(
        [...document.querySelectorAll(FLOATING)].map(rectOf),
        guarded.map(rectOf).filter((rect) => rect.bottom > 0 && rect.top < window.innerHeight),
      )
      if (aside) root.dataset.floatingAside = ''
      else delete root.dataset.floatingAside
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
    schedule()
    return () => {
      for (const name of events) window.removeEventListener(name, schedule, { capture: true })
      phone.removeEventListener('change', schedule)
      window.visualViewport?.removeEventListener('resize', schedule)
      observer.disconnect()
      cancelAnimationFrame(frame)
      delete root.dataset.typing
      delete root.dataset.floatingAside
    }
  }, [])
  return null
}
