'use client'

import { useCallback, useEffect, useState } from 'react'

/** Whole seconds left before a deadline, rounded up; 0 once it has passed. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000))

/**
 * The countdown before 'Resend OTP' (spec 4 and 9): `seconds` left, updated each second while `running` and until
 * 0; `restart()` starts it again in full. It runs against the clock (a deadline), so a throttled background tab
 * still ends it on time.
 */
export function useResendCountdown(resendSeconds: number, running: boolean) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + resendSeconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const seconds = secondsLeft(endsAt, now)

  const counting = running && seconds > 0
  useEffect(() => {
    if (!counting) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [counting])

  const restart = useCallback(() => {
    const start = Date.now()
    setNow(start)
    setEndsAt(start + resendSeconds * 1000)
  }, [resendSeconds])

  return { seconds, restart }
}
