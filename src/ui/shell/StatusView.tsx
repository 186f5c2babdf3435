import Link from 'next/link'

import { STATUS_PAGES, type TStatusCode } from '@/domain/status'

export function StatusView({ code }: { code: TStatusCode }) {
  const { title, message } = STATUS_PAGES[code]
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-start px-4 py-16"
      aria-labelledby="status-title"
    >
      <p className="text-sm font-semibold tracking-wide text-accent-600">Error {code}</p>
      <h1 id="status-title" className="mt-2 text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className="btn-primary">
          Go to the home page
        </Link>
        {code === 503 ? null : (
          <Link href="/contact-us" className="btn-secondary">
            Contact us
          </Link>
        )}
      </div>
    </section>
  )
}
