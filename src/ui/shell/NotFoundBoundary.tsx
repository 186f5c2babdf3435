'use client'

import Link from 'next/link'
import { useEffect } from 'react'

type Props = { title: string; message: string; home: string }

/**
 * The not-found boundary (`src/app/(site)/not-found.tsx`), which Next sends inside every page's payload, so it is
 * kept to a few words. A visitor who arrives on a missing address never sees it: the host answers with the 404 page
 * in the full shell (`src/host/status-document.ts`). After a client-side navigation to a missing page it loads that
 * address again, so the visitor gets the same full page with its real status. In a document the server sent itself
 * (the host could not fetch its error page), it stays as it is: a message and a way home, never a reload loop.
 */
export function NotFoundBoundary({ title, message, home }: Props) {
  useEffect(() => {
    const entry = performance.getEntriesByType('navigation')[0]
    if (!loadedAt(entry?.name, window.location.href)) window.location.reload()
  }, [])
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <Link href="/" prefetch={false} className="btn-primary">
          {home}
        </Link>
      </p>
    </main>
  )
}

/**
 * Whether the document was loaded at the address it now shows (its navigation entry's), rather than reached by
 * the client router. Unknown (no entry): taken as loaded here, so nothing reloads.
 */
export function loadedAt(documentUrl: string | undefined, currentUrl: string): boolean {
  const withoutFragment = (url: string) => url.split('#')[0]
  return documentUrl === undefined || withoutFragment(documentUrl) === withoutFragment(currentUrl)
}
