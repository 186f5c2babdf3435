/**
 * What a plan's documents are made from: the plan page's own content (its product details as the CMS holds them,
 * its tagline and introduction) and who issues them. The brochure and the policy wording read nothing else, so
 * neither can say what the page does not.
 */
import type { TPdfBlock } from '../certificates/document'
import type { ICompany } from '../certificates/letterhead'
import { formatDate } from '../format'
import type { TEligibility, TPremiumExample } from './details'
import { planKind, type TPlanKind } from './terms'

/** The product details of a plan page (Pages → Product details), the fields the documents use. */
export type TPlanDetails = {
  need?: string | null
  type_code?: string | null
  uin?: string | null
  summary?: string | null
  key_benefits?: readonly { title: string; text: string }[] | null
  eligibility?: TEligibility | null
  premium_examples?: readonly TPremiumExample[] | null
  premium_note?: string | null
  launched_on?: string | null
  /** The last day of sale of a withdrawn plan. */
  withdrawn_on?: string | null
}

export interface IPlanContent {
  /** The plan's name, its page's title. */
  name: string
  /** Its regulatory description: "A non-linked, non-participating individual pure risk premium …". */
  typeLine: string
  tagline?: string | null
  /** The page's "Why choose" paragraph. */
  intro?: string | null
  /** A group plan (under /group-life-insurance): the employer or lender is the policyholder. */
  group: boolean
  details: TPlanDetails
  /** A withdrawn plan's replacement, by name. */
  replacedBy?: string | null
}

/** Who issues the documents and where a policyholder turns. */
export interface IPlanDocumentIssuer {
  company: ICompany
  service: { phone: string; email: string; grievanceEmail: string; hours?: string }
  /** A last line for every document (the demo content's note that the insurer is fictional). */
  note?: string
}

/** A plan's document, ready for `renderPdf` (the issuer's logo is added by whoever renders it). */
export interface IPlanDocument {
  title: string
  author: string
  footer: string
  blocks: TPdfBlock[]
}

/** The facts both documents build on. */
export function planFacts(plan: IPlanContent): {
  kind: TPlanKind
  uin: string
  withdrawnOn: string | null
} {
  return {
    kind: planKind({ typeCode: plan.details.type_code, need: plan.details.need, group: plan.group }),
    uin: plan.details.uin?.trim() || 'not yet allotted',
    withdrawnOn: formatDate(plan.details.withdrawn_on),
  }
}
