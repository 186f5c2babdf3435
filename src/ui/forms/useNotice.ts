'use client'

import { useEffect, useState } from 'react'

/** A message that clears itself after `ms` (spec 4: the send error text clears after 4 s); `null` keeps none. */
export function useNotice<T = string>(ms: number | null) {
  const [notice, setNotice] = useState<T | null>(null)
  useEffect(() => {
    if (!notice || ms === null) return
    const timer = setTimeout(() => setNotice(null), ms)
    return () => clearTimeout(timer)
  }, [notice, ms])
  return [notice, setNotice] as const
}
