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
 * Starts measuring once: loads `web-vitals` (its own small chunk, fetched only now) and sends each metric's first
 * final value to POST /api/v1/vitals, the way web-vitals reports them: LCP at the first input or when the page is
 * hidden, INP and CLS when it is hidden. Late entries are not lost by starting after the load: the observers read
 * the browser's buffered entries. Sent with `sendBeacon`, which survives the page being closed.
 */
async function begin() {
  if (begun) return
  begun = true
  const { onCLS, onINP, onLCP } = await import('web-vitals')
  const sent = new Set<TVitalMetric>()
  let queued: { name: TVitalMetric; value: number }[] = []
  const flush = () => {
    if (!queued.length) return
    const body = JSON.stringify({ path: loadedPath, metrics: queued })
    queued = []
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
    const metric = name as TVitalMetric
    if (sent.has(metric)) return
    sent.add(metric)
    queued.push({ name: metric, value })
    // Metrics reported in the same moment (the page being hidden) go in one request.
    queueMicrotask(flush)
  }
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
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
