'use client'

import { useEffect, useState } from 'react'

/**
 * The browser's clock, read again every `everyMs` while the component is shown: for checks such as "that time has
 * already passed" on an admin screen. The server checks the same against its own clock when the form is sent.
 */
export function useNow(everyMs = 5_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
