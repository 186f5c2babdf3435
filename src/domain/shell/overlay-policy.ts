import { isPostPath } from '../blog'
import { STATUS_PAGES } from '../status'
import { SHELL } from './constants'

/**
 * The overlay policy for every page, in one place: which pages a first-visit popup may open on, and which floating
 * controls (the contact tab, the chat launcher, back-to-top) show. A visitor who came to do something (get a quote,
 * work out a figure, pay, complain) is never interrupted, and a phone shows one floating control at a time. No DOM
 * in here: src/ui/shell (Popups, FloatingGuard, ScrollTopButton) measures the page and applies it.
 */

/**
 * - `work`: the visitor came to do something: a quote, a calculator, a service journey, a form.
 * - `complaint`: a grievance, or where a complainant finds who to write to: no offer, no sales button.
 * - `error`: a missing or failed page: the visitor needs the search and the links.
 * - `reading`: an article or a legal text, read top to bottom.
 * - `browsing`: everything else (home, plans, lists).
 */
export type TPageKind = 'work' | 'complaint' | 'error' | 'reading' | 'browsing'

/**
 * Pages where a visitor has come to do something (pay, submit, verify): matched on the path's start, so each
 * service's own pages are covered too.
 */
export const JOURNEY_PATHS = [
  '/services/',
  '/renewal-payment',
  '/premium-paid-certificate',
  '/online-dgh-submission',
  '/nach-mandate-deactivation',
  '/register-grievance',
  '/register-for-whatsapp',
  '/aadhaar-ekyc-consent-revoking',
  '/unclaimed-amounts',
  '/contact-us/service-request',
  '/contact-us/sales-service-enquiry',
  '/contact-us/branches/near',
  '/careers/careers-details',
  '/nav-history',
  '/bonus-information',
  '/proposal',
  '/track-application',
] as const

/** A plan's quote, a saved quote, and (when there is one) the proposal after it. */
const QUOTE_PATH = /^\/(?:group-)?life-insurance\/[^/]+\/(?:quote|proposal)(?:\/|$)|^\/quotes\/[^/]+$/

/** The calculators of spec 2.1; a page that holds a calculator block elsewhere says so (`work`). */
export const CALCULATOR_PATHS = [
  '/double-your-money-calculator',
  '/child-growth-planner',
  '/hlv-calculator',
  '/savings-planner',
  '/smoking-calculator',
  '/retirement-calculator',
  '/income-tax-calculator',
  '/hra-calculator',
  '/bmi-calculator',
] as const

/** Registering or following a grievance, and the page with the grievance officers' and ombudsman's addresses. */
export const COMPLAINT_PATHS = ['/register-grievance', '/reach-us'] as const

/** Texts read top to bottom, besides the blog's posts: legal pages, policies, the FAQ pages. */
const READING_PATHS = [
  '/legal/',
  '/terms-and-conditions',
  '/disclaimer',
  '/do-not-call',
  '/data-privacy-policy',
  '/citizens-charter',
  '/benefits-of-life-insurance',
  '/disclosure-of-underwriting-philosophy',
  '/contact-us/faq-',
] as const

/** `start` covers itself and what lies below it; a start ending in '/' or '-' is a plain prefix. */
const under = (path: string, start: string) =>
  /[/-]$/.test(start) ? path.startsWith(start) : path === start || path.startsWith(`${start}/`)

const STATUS_PATHS = new Set<string>(Object.values(STATUS_PAGES).map((page) => page.path))

export const isJourneyPage = (path: string) => JOURNEY_PATHS.some((start) => under(path, start))
export const isStatusPage = (path: string) => STATUS_PATHS.has(path) || path.startsWith('/error-pages/')

/**
 * What a page is for, from its path and what the page knows of itself: `work` when it holds a calculator or a form
 * a visitor came to fill in (a calculator block placed on any page).
 */
export function pageKind(path: string, facts: { work?: boolean } = {}): TPageKind {
  if (isStatusPage(path)) return 'error'
  if (COMPLAINT_PATHS.some((start) => under(path, start))) return 'complaint'
  if (
    facts.work ||
    QUOTE_PATH.test(path) ||
    isJourneyPage(path) ||
    (CALCULATOR_PATHS as readonly string[]).includes(path)
  )
    return 'work'
  if (isPostPath(path) || READING_PATHS.some((start) => under(path, start))) return 'reading'
  return 'browsing'
}

/** A first-visit popup (zero-GST, welcome) may open only where nobody is in the middle of something. */
export const allowsFirstVisitPopup = (kind: TPageKind) => kind === 'browsing' || kind === 'reading'

/** A reading page this many screens tall or more is long enough for a back-to-top button. */
export const LONG_PAGE_SCREENS = 3

/**
 * Back-to-top: only on a long reading page, once it is scrolled past spec 4's 700 px. Elsewhere the page is short
 * enough, or the visitor is working in it, and the button would be one more thing over their form.
 */
export function showsBackToTop(input: {
  kind: TPageKind
  scrollY: number
  pageHeight: number
  viewportHeight: number
}): boolean {
  return (
    input.kind === 'reading' &&
    input.viewportHeight > 0 &&
    input.pageHeight >= LONG_PAGE_SCREENS * input.viewportHeight &&
    input.scrollY > SHELL.scrollTopThreshold
  )
}

/** `advisor`: the contact tab (the lead panel); `chat`: the chat assistant's launcher; `top`: back-to-top. */
export type TFloatingControl = 'advisor' | 'chat' | 'top'

/**
 * Which floating controls show now.
 *
 * On a phone, one at a time, and none while it would be in the way: the advisor's contact pill (the lead panel,
 * which offers the chat too), or the chat launcher where there is no contact tab, or back-to-top deep in a long
 * article. None on a complaint page, while the visitor types, or while a control would cover a form, the footer
 * (its toll-free numbers and the IRDAI line), the field with focus or a form's main button (`inTheWay`).
 *
 * On a wider screen the side tab and the chat launcher keep their places at the edges, away from the content;
 * back-to-top shows on long reading pages only; a complaint page has no sales tab.
 */
export function floatingControls(input: {
  kind: TPageKind
  phone: boolean
  /** The page has the contact tab (the quick_links setting has an entry, not a partner page). */
  advisor: boolean
  /** The chat assistant is on. */
  chat: boolean
  /** Back-to-top's own rule (`showsBackToTop`). */
  backToTop: boolean
  /** Phones: typing, or a control over a form, the footer, the focused field or a main button. */
  inTheWay: boolean
}): TFloatingControl[] {
  const advisor = input.advisor && input.kind !== 'complaint'
  if (!input.phone) {
    const wide: TFloatingControl[] = []
    if (advisor) wide.push('advisor')
    if (input.chat) wide.push('chat')
    if (input.backToTop) wide.push('top')
    return wide
  }
  if (input.kind === 'complaint' || input.inTheWay) return []
  if (input.backToTop) return ['top']
  if (advisor) return ['advisor']
  if (input.chat) return ['chat']
  return []
}

/** The controls as the value of `html[data-floating]`, which the site's styles read: 'advisor chat', or 'none'. */
export const floatingMark = (controls: readonly TFloatingControl[]) =>
  controls.length ? controls.join(' ') : 'none'
