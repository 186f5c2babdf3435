/**
 * Products (spec 2.1 Products, spec 9 product type codes): the needs a visitor filters plans by, the product type
 * codes kept on each plan, and which page paths are plans. Framework-free: the CMS fields, the list page and the
 * search entry all read these.
 */

export * from './details'

/** What a plan is for, in the order the filter chips show them (issue 5: term, savings, ULIP, retirement, child). */
export const PRODUCT_NEEDS = [
  { value: 'term', label: 'Term' },
  { value: 'savings', label: 'Savings' },
  { value: 'ulip', label: 'ULIP' },
  { value: 'retirement', label: 'Retirement' },
  { value: 'child', label: 'Child' },
] as const

export type TProductNeed = (typeof PRODUCT_NEEDS)[number]['value']

/**
 * Spec 9: product type codes P1, P2, P3. Their meaning is ours (the spec withholds it): P1 protection (term),
 * P2 non-linked savings, income and pension, P3 unit-linked. Kept on the plan and in its search entry.
 */
export const PRODUCT_TYPE_CODES = [
  { value: 'P1', label: 'P1: protection' },
  { value: 'P2', label: 'P2: non-linked savings, income and pension' },
  { value: 'P3', label: 'P3: unit-linked' },
] as const

export type TProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number]['value']

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
const PLAN = new RegExp(`^/(?:group-)?life-insurance/(?!withdrawn-plan$)${SEGMENT}$`)
const INDIVIDUAL_PLAN = new RegExp(`^/life-insurance/(?!withdrawn-plan$)${SEGMENT}$`)
const WITHDRAWN_PLAN = new RegExp(`^/life-insurance/withdrawn-plan/${SEGMENT}$`)

/** A plan on sale: `/life-insurance/{product}` or `/group-life-insurance/{product}`. */
export const isPlanPath = (path: string) => PLAN.test(path)
/** An individual plan on sale: what the `/life-insurance` list shows. */
export const isIndividualPlanPath = (path: string) => INDIVIDUAL_PLAN.test(path)
/** A plan no longer sold: `/life-insurance/withdrawn-plan/{slug}`. */
export const isWithdrawnPlanPath = (path: string) => WITHDRAWN_PLAN.test(path)
/** Every page that carries product details. */
export const hasProductDetails = (path: string) => isPlanPath(path) || isWithdrawnPlanPath(path)

/**
 * The need filter from the address (`?need=term`): a known need, or null for "all plans". Anything else (an
 * unknown word, a repeated parameter) shows all plans rather than an error: the list is still useful.
 */
export function parseNeed(value: string | string[] | null | undefined): TProductNeed | null {
  if (typeof value !== 'string') return null
  const found = PRODUCT_NEEDS.find((need) => need.value === value.trim().toLowerCase())
  return found?.value ?? null
}

export const needLabel = (need: string | null | undefined) =>
  PRODUCT_NEEDS.find((item) => item.value === need)?.label ?? null

/** What a screen reader hears after the list changes: "4 plans for Term", "1 plan". */
export function planCountText(count: number, need: TProductNeed | null): string {
  const plans = `${count} ${count === 1 ? 'plan' : 'plans'}`
  const label = needLabel(need)
  return label ? `${plans} for ${label}` : plans
}

/** A download's size as people read it: "18 KB", "1.4 MB". */
export function fileSize(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The file type a download link announces: "PDF", "DOCX"; from the MIME type, else the file's extension. */
export function fileTypeLabel(mimeType: string | null | undefined, filename?: string | null): string | null {
  if (mimeType === 'application/pdf') return 'PDF'
  const ext = filename?.split('.').pop()
  return ext && ext !== filename ? ext.toUpperCase() : null
}
