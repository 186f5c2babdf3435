'use client'

import { useState } from 'react'

import { SETTLE_MS } from './useQueryInputs'

/**
 * "Share": the calculator's address carries its inputs (useQueryInputs), so sharing the address shares the result.
 * The phone's share sheet where there is one, else the address is copied; what happened is said in a live region.
 */
export function ShareResult({ name, summary }: { name: string; summary: string | null }) {
  const [said, setSaid] = useState('')

  const share = async () => {
    // The address catches up with the last keystroke after SETTLE_MS.
    await new Promise((done) => setTimeout(done, SETTLE_MS + 50))
    const url = window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: name, text: summary ?? name, url })
        setSaid('')
        return
      }
      await navigator.clipboard.writeText(url)
      setSaid('Link copied. It opens this calculator with your figures.')
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setSaid(`Copy this link to share: ${url}`)
    }
  }

  return (
    <>
      <button type="button" className="btn-secondary print-hidden" onClick={() => void share()}>
        Share
      </button>
      <p role="status" className="w-full text-sm text-muted empty:hidden">
        {said}
      </p>
    </>
  )
}
