import { CHAT_ASSETS } from '@/domain/shell/chat'

declare global {
  interface Window {
    SahyogChat?: { open: () => void; close: () => void; show: () => void; hide: () => void }
    /** Set before the chat script has run: it opens its panel as soon as it is there. */
    SahyogChatOpenOnLoad?: boolean
  }
}

/** Adds the chat assistant's stylesheet and script to the page, once per document. */
export function injectChatOnce() {
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
 * Opens the chat assistant's panel, loading it first if it is not there yet (on a phone, where its launcher is not
 * one of the floating controls, the lead panel opens it).
 */
export function openChat() {
  if (window.SahyogChat) {
    window.SahyogChat.show()
    window.SahyogChat.open()
    return
  }
  window.SahyogChatOpenOnLoad = true
  injectChatOnce()
}
