/**
 * Page paths as stored in the CMS: a leading slash, lowercase segments of letters, digits and dashes,
 * no trailing slash; the home page is '/'.
 */
export const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

export function normalizePagePath(input: string): string {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')
  return `/${trimmed}`
}

export function isPagePath(path: string): boolean {
  return PAGE_PATH.test(path)
}

/** The last path segment, query ignored: what the shell keys its per-page behaviour on. */
export function lastSegment(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ''
  const segments = path.split('/').filter(Boolean)
  return segments.at(-1) ?? ''
}

/** Pages whose main area drops its minimum height (spec 2.2), by last path segment. */
const NO_MIN_HEIGHT = new Set([
  'unclaimed-amounts',
  'nach-mandate-activation',
  'nach-mandate-deactivation',
  'register-grievance',
  'other-disclosures',
  'online-dgh-submission',
  'branches',
  'service-request',
  'sales-service-enquiry',
  'faq-fund',
  'faq-payouts',
  'faq-premium',
  'faq-claims',
  'faq-gst',
  'disclosure-of-underwriting-philosophy',
  'services',
  'resources',
  'about-sahyog-life', // the company overview page
  'contact-us',
  'bonus-information',
  'register-for-whatsapp',
  'renewal-payment-options-auto-debit',
  'renewal-payment-options-offline',
  'disclaimer',
  'distribution-channels',
  'citizens-charter',
])

export function removesMinHeight(pathname: string): boolean {
  return NO_MIN_HEIGHT.has(lastSegment(pathname))
}

/** Pages drawn in the revamped visual style (spec 2.2). */
const REVAMPED = new Set(['/', '/benefits-of-life-insurance', '/discover/premium-rate-tables'])

export function isRevamped(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] || '/'
  return REVAMPED.has(path.length > 1 ? path.replace(/\/$/, '') : path)
}
