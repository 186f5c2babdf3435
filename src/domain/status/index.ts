import shell from '../i18n/en/shell.json' with { type: 'json' }

/** The error pages of spec 2.1: the address a visitor sees, the HTTP status it answers with, and its text. */
export const STATUS_PAGES = {
  403: {
    path: '/403',
    title: shell.statusPages[403].title,
    message: shell.statusPages[403].message,
  },
  404: {
    path: '/not-found',
    title: shell.statusPages[404].title,
    message: shell.statusPages[404].message,
  },
  500: {
    path: '/500',
    title: shell.statusPages[500].title,
    message: shell.statusPages[500].message,
  },
  503: {
    path: '/under-maintenance',
    title: shell.statusPages[503].title,
    message: shell.statusPages[503].message,
  },
} as const

export type TStatusCode = keyof typeof STATUS_PAGES

export const isStatusCode = (value: number): value is TStatusCode => value in STATUS_PAGES

/** Public paths served by the proxy with their status; the page behind each is /error-pages/{code}. */
export const STATUS_BY_PATH: Record<string, Exclude<TStatusCode, 404>> = {
  '/403': 403,
  '/500': 500,
  '/under-maintenance': 503,
}

/**
 * Marks a fetch of an error page by the proxy or the host, so it is rendered rather than answered with its status
 * again. Anyone may send it: all it gets them is the error page with a 200.
 */
export const STATUS_PAGE_FETCH_HEADER = 'x-status-page-fetch'

/** The statuses whose page answers the host replaces with the error page in the full shell (/error-pages/{code}). */
export const SHELLED_STATUSES: readonly TStatusCode[] = [404, 500]
