import { isProposalRef } from '../proposals'
import { isQuoteRef } from '../quotes/paths'
import { partnerVariantOf } from '../seo/robots'

/**
 * Which addresses are pages of the site, decided before anything renders. A page behind a route parameter (a CMS
 * page, a job, a branch, a blog category…) is rendered on its first request and kept in the page cache; an
 * address that names nothing was rendered as a 404 and kept too, for a year: 31 KB and eight files a path, so a
 * bot asking for a million made-up addresses filled the disk. The proxy answers 404 for any address that is
 * neither a fixed screen nor in the index of published content (src/server/path-index), so only real pages are
 * ever rendered and kept.
 */

/**
 * Screens at a fixed address: the `page.tsx` folders of `src/app/(site)/[lang]` without a parameter (kept in step by
 * known.test.ts). The home page and every other CMS page come from the index.
 */
export const FIXED_SCREENS: ReadonlySet<string> = new Set([
  '/aadhaar-ekyc-consent-revoking',
  '/blog',
  '/bonus-information',
  '/careers/careers-details',
  '/contact-us/branches',
  '/contact-us/branches/near',
  '/discover/careers',
  '/discover/media',
  '/discover/videos',
  '/life-insurance',
  '/nach-mandate-deactivation',
  '/nav-history',
  '/online-dgh-submission',
  '/premium-paid-certificate',
  '/proposal',
  '/register-for-whatsapp',
  '/register-grievance',
  '/renewal-payment',
  '/renewal-payment/receipt',
  '/renewal-payment/sandbox',
  '/search',
  '/services/meet-advisor',
  '/services/nach-mandate-activation',
  '/testimonials',
  '/track-application',
  '/unclaimed-amounts',
])

/**
 * Whether `path` (unprefixed, lower case, no query) is an address of the site, given the index of published
 * content addresses. A saved quote's page and a proposal's are checked by their reference's shape alone: they are
 * never kept in a cache.
 */
export function isKnownPath(index: ReadonlySet<string>, path: string): boolean {
  const plain = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (FIXED_SCREENS.has(plain) || index.has(plain)) return true
  const partnerOf = partnerVariantOf(plain)
  if (partnerOf && index.has(partnerOf)) return true
  const saved = /^\/quotes\/([^/]+)$/.exec(plain)
  if (saved) return isQuoteRef(saved[1])
  const proposal = /^\/proposal\/([^/]+)$/.exec(plain)
  return !!proposal && isProposalRef(proposal[1])
}

/** An index entry from a listed address: the path alone (`/blog?page=2` is `/blog`). */
export const indexEntry = (address: string) => address.replace(/[?#].*$/, '')
