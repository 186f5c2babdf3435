'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import { STATUS_PAGES } from '@/domain/status'

/** A page that failed while rendering: the 500 text, a retry, and a way home. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.error('page error', error.digest ?? error.message)
  }, [error])
  const { title, message } = STATUS_PAGES[500]
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="btn-secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
