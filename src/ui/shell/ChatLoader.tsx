'use client'

import { useEffect } from 'react'

import { CHAT_ASSETS, type TChatConfig } from '@/domain/shell/chat'

declare global {
  interface Window {
    SahyogChat?: { open: () => void; close: () => void; show: () => void; hide: () => void }
  }
}

const TRIGGERS = ['scroll', 'mousemove', 'touchstart', 'keydown'] as const

function injectOnce() {
  if (document.querySelector(`script[src="${CHAT_ASSETS.script}"]`)) return
  const style = document.createElement('link')
  style.rel = 'stylesheet'
  style.href = CHAT_ASSETS.style
  document.head.appendChild(style)
  const script = document.createElement('script')
  script.src = CHAT_ASSETS.script
  script.async = true
  document.body.appendChild(script)
}

/**
 * The chat assistant (spec 4): its script and stylesheet load once per visit, on the first scroll, mouse move,
 * touch or key press, never before. The settings it needs are data attributes of #chat-config.
 */
export function ChatLoader({ config }: { config: TChatConfig }) {
  useEffect(() => {
    window.SahyogChat?.show()
    const load = () => {
      for (const name of TRIGGERS) window.removeEventListener(name, load)
      injectOnce()
    }
    if (!document.querySelector(`script[src="${CHAT_ASSETS.script}"]`)) {
      // Scrolled before the page was interactive: that was the first scroll.
      if (window.scrollY > 0) injectOnce()
      else for (const name of TRIGGERS) window.addEventListener(name, load, { passive: true })
    }
    return () => {
      for (const name of TRIGGERS) window.removeEventListener(name, load)
      // Pages without the assistant (partner pages) hide it again.
      window.SahyogChat?.hide()
    }
  }, [])

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
