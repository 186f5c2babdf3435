'use client'

import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore, useTransition } from 'react'

import { nearPointPath } from '@/domain/branches/nearest'

// Whether the browser can locate at all does not change while the page is open: nothing to subscribe to.
const subscribe = () => () => {}
const canLocate = () => 'geolocation' in navigator
const onServer = () => false

/**
 * "Use my location": asks the browser for the visitor's position on click, then opens the finder's results for it,
 * rounded to about 100 m. The position goes nowhere else and is kept nowhere. Shown only where the browser can
 * locate (never on the server, nor without script: the PIN code form serves then); a refusal or failure is said in
 * the live region, which also carries the results page's own message about a location it could not use.
 */
export function NearMeButton({
  message: initial = null,
  texts,
}: {
  message?: string | null
  /** The button's words and its message in the page's language, from the server. */
  texts: { useLocation: string; locating: string; note: string; unavailable: string }
}) {
  const router = useRouter()
  const supported = useSyncExternalStore(subscribe, canLocate, onServer)
  const [locating, setLocating] = useState(false)
  const [opening, startOpening] = useTransition()
  const [message, setMessage] = useState(initial)
  const busy = locating || opening

  const locate = () => {
    if (busy) return
    setMessage(null)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        startOpening(() => router.push(nearPointPath(position.coords)))
      },
      () => {
        setLocating(false)
        setMessage(texts.unavailable)
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  return (
    <div className="mt-4">
      {supported ? (
        <>
          {/* aria-disabled rather than disabled: the button keeps keyboard focus while the browser answers. */}
          <button
            type="button"
            onClick={locate}
            aria-disabled={busy || undefined}
            className="btn-secondary aria-disabled:opacity-60"
          >
            {busy ? texts.locating : texts.useLocation}
          </button>
          <p className="mt-1 text-sm text-muted">{texts.note}</p>
        </>
      ) : null}
      <p aria-live="polite" className="mt-2 text-sm font-semibold text-red-700">
        {message}
      </p>
    </div>
  )
}
