'use client'

import { useEffect } from 'react'

import { type TChatConfig } from '@/domain/shell/chat'
import { FLOATING_GUARD_MAX_WIDTH } from '@/domain/shell/floating'

import { injectChatOnce } from './chat-open'

const TRIGGERS = ['scroll', 'mousemove', 'touchstart', 'keydown'] as const

/**
 * The chat assistant (spec 4): its script and stylesheet load once per visit, on the first scroll, mouse move,
 * touch or key press, never before. The settings it needs are data attributes of #chat-config.
 *
 * On a phone the chat's launcher is not one of the floating controls while the contact tab is there (one control
 * at a time: the overlay policy); the lead panel offers the chat instead, and loads it when asked (`openChat`), so
 * a phone does not fetch it before. `launcherOnPhones`: there is no contact tab, and the launcher is the control.
 */
export function ChatLoader({ config, launcherOnPhones }: { config: TChatConfig; launcherOnPhones: boolean }) {
  useEffect(() => {
    window.SahyogChat?.show()
    const phone = window.matchMedia(`(max-width: ${FLOATING_GUARD_MAX_WIDTH}px)`)
    const load = () => {
      for (const name of TRIGGERS) window.removeEventListener(name, load)
      injectChatOnce()
    }
    const listen = () => {
      if (document.querySelector('script[src*="/assets/chat/"]')) return
      if (phone.matches && !launcherOnPhones) return
      // Scrolled before the page was interactive: that was the first scroll.
      if (window.scrollY > 0) injectChatOnce()
      else for (const name of TRIGGERS) window.addEventListener(name, load, { passive: true })
    }
    listen()
    // A phone turned into a wide screen (or a window widened) shows the launcher: it loads as on a wide screen.
    phone.addEventListener('change', listen)
    return () => {
      phone.removeEventListener('change', listen)
      for (const name of TRIGGERS) window.removeEventListener(name, load)
      // Pages without the assistant (partner pages) hide it again.
      window.SahyogChat?.hide()
    }
  }, [launcherOnPhones])

  return (
    <div
      id="chat-config"
      hidden
      data-phone={config.phone}
      data-phone-href={config.phoneHref}
      data-phone-label={config.phoneLabel}
      data-email={config.email}
      data-advisor-url={config.advisorUrl}
      data-pay-url={config.payUrl}
    />
  )
}
