'use client'

import { useEffect } from 'react'

import { SHELL } from '@/domain/shell/constants'

/**
 * Registers /sw.js in production builds once the browser is idle, or after 30 s at the latest (spec 7). A failure
 * is only logged: the site works the same without it.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    let done = false
    const register = () => {
      if (done) return
      done = true
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error)
      })
    }
    const idle =
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register) : undefined
    const timer = setTimeout(register, SHELL.serviceWorkerDelay)
    return () => {
      done = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [])
  return null
}
