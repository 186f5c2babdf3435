import Link from 'next/link'

/**
 * The 404 above every language's layout: only reached when a layout itself finds no page (a language the site does
 * not show; the proxy sends those to the page in English first). Every page of the site goes out with this
 * boundary in its payload, so it is a few words and a link, where Next's own 404 brings a style sheet and inline
 * styles twice over (once for the site's group of routes too). The 404 of a page is `[lang]/not-found.tsx`.
 */
export default function RootNotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <Link href="/">Go to the home page</Link>
    </main>
  )
}
