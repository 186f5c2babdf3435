'use client'

import { useEffect } from 'react'

import { CONSENT, parseConsent } from '@/domain/consent'
import type { TVitalMetric } from '@/domain/vitals'

/** The page the browser loaded: what LCP and CLS describe, whatever client-side navigation follows. */
const loadedPath = typeof location === 'undefined' ? '/' : location.pathname

let begun = false

const analyticsAllowed = () => {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${CONSENT.cookie}=`))
  return (
    parseConsent(pair ? decodeURIComponent(pair.slice(CONSENT.cookie.length + 1)) : null)?.choice
      .analytics === true
  )
}

/**
 * Starts measuring once: loads `web-vitals` (its own small chunk, fetched only now) and keeps each metric's latest
 * value as it changes; the page sends them once, with `sendBeacon` (which survives the page being closed), the first
 * time it is hidden or left: one report per page load. Late entries are not lost by starting after the load: the
 * observers read the browser's buffered entries. `<html data-field-vitals="CLS LCP">` names the metrics it holds.
 */
async function begin() {
  if (begun) return
  begun = true
  const { onCLS, onINP, onLCP } = await import('web-vitals')
  const latest = new Map<TVitalMetric, number>()
  let sent = false
  const send = () => {
    if (sent || latest.size === 0) return
    sent = true
    const body = JSON.stringify({
      path: loadedPath,
      metrics: [...latest].map(([name, value]) => ({ name, value })),
    })
    const blob = new Blob([body], { type: 'application/json' })
    if (!navigator.sendBeacon?.('/api/v1/vitals', blob))
      void fetch('/api/v1/vitals', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined)
  }
  const keep = ({ name, value }: { name: string; value: number }) => {
    latest.set(name as TVitalMetric, value)
    document.documentElement.setAttribute('data-field-vitals', [...latest.keys()].sort().join(' '))
  }
  onLCP(keep, { reportAllChanges: true })
  onINP(keep, { reportAllChanges: true })
  onCLS(keep, { reportAllChanges: true })
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  addEventListener('pagehide', send)
}

/**
 * Field data (Core Web Vitals from real visitors), only for a visitor who allowed analytics: rendered by the
 * layout only while analytics is switched on, it starts at once if the consent cookie already says yes, or when
 * the consent banner hears a yes (CONSENT.grantedEvent). Nothing is loaded or sent otherwise.
 */
export function FieldVitals() {
  useEffect(() => {
    if (analyticsAllowed()) void begin()
    const granted = () => {
      if (analyticsAllowed()) void begin()
    }
    window.addEventListener(CONSENT.grantedEvent, granted)
    return () => window.removeEventListener(CONSENT.grantedEvent, granted)
  }, [])
  return null
}
