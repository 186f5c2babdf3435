'use client'

/** Last resort when the root layout itself fails: plain HTML, no data. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', maxWidth: 640, margin: '0 auto' }}
      >
        <h1>Something went wrong</h1>
        <p>We could not load this page. Please try again in a few minutes.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        {/* A full page load on purpose: the app shell itself is what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go to the home page</a>
      </body>
    </html>
  )
}
