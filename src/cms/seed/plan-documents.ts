/**
 * Each plan's sales brochure and policy wording, made from the same plan records as its page (pages/plans.ts,
 * pages/more-plans.ts, pages/withdrawn.ts) by the domain's builders, and linked from the plan's product details.
 */
import { todayInIndia } from '@/domain/policy'
import { brochureDocument } from '@/domain/products/brochure'
import type { IPlanContent, IPlanDocument, IPlanDocumentIssuer } from '@/domain/products/plan-content'
import { policyWordingDocument } from '@/domain/products/wording'
import { renderPdf } from '@/server/pdf'
import { planDocumentIn } from '@/server/pdf/language'

import {
  COMPANY,
  CIN,
  GRIEVANCE_EMAIL,
  IRDAI_REG_NO,
  REGISTERED_OFFICE,
  SERVICE_HOURS,
  SUPPORT_EMAIL,
  TOLL_FREE,
} from './catalogue'
import { MORE_PLANS } from './pages/more-plans'
import { PLANS, planDetails, planSlug, type TPlanSeed } from './pages/plans'
import { HINDI_PLAN_CONTENT } from './hindi/plans'
import { WITHDRAWN, withdrawnDetails, type TWithdrawnPlan } from './pages/withdrawn'
import type { TPlanDocumentIds, Upload } from './types'

/**
 * The edition in the file names. The media library keeps a file by its name (ensureMedia), so a new edition of
 * the documents needs a new name to replace the old one on a seeded site.
 */
const EDITION = '2026'

export const ISSUER: IPlanDocumentIssuer = {
  company: {
    legalName: COMPANY,
    irdaiRegistration: IRDAI_REG_NO,
    cin: CIN,
    registeredOffice: REGISTERED_OFFICE,
  },
  service: {
    phone: TOLL_FREE.service,
    email: SUPPORT_EMAIL,
    grievanceEmail: GRIEVANCE_EMAIL,
    hours: SERVICE_HOURS,
  },
  note: `Demonstration document of a fictional insurer (IRDAI Regn. No. ${IRDAI_REG_NO}). Figures are illustrative.`,
}

/** A plan on sale as its documents read it: the page's product details, tagline and introduction. */
export const onSaleContent = (plan: TPlanSeed): IPlanContent => ({
  name: plan.title,
  typeLine: plan.typeLine,
  tagline: plan.tagline,
  intro: plan.intro,
  group: plan.path.startsWith('/group-life-insurance/'),
  details: planDetails(plan),
})

export const withdrawnContent = (plan: TWithdrawnPlan): IPlanContent => ({
  name: plan.title,
  typeLine: plan.typeLine,
  intro: plan.summary,
  group: false,
  details: withdrawnDetails(plan),
  replacedBy: plan.replacedBy.name,
})

/** Every plan with documents, by slug: those on sale, then the withdrawn ones. */
export const PLAN_CONTENT: { slug: string; content: IPlanContent }[] = [
  ...[...PLANS, ...MORE_PLANS].map((plan) => ({ slug: planSlug(plan.path), content: onSaleContent(plan) })),
  ...WITHDRAWN.map((plan) => ({ slug: plan.slug, content: withdrawnContent(plan) })),
]

/** A plan's document as PDF bytes, with the logo on its first page. */
export async function renderPlanDocument(document: IPlanDocument, logo: Uint8Array | null): Promise<Buffer> {
  return Buffer.from(await renderPdf({ ...document, logo }))
}

/** The brochure and the policy wording of one plan as uploads, named by slug and edition. */
export function planDocumentUploads(
  slug: string,
  plan: IPlanContent,
  logo: () => Promise<Uint8Array | null>,
): { brochure: Upload; wording: Upload } {
  // The premium examples' GST as the law stands on the day the brochure is made.
  const brochure = brochureDocument(plan, ISSUER, todayInIndia())
  const wording = policyWordingDocument(plan, ISSUER)
  return {
    brochure: {
      name: `${slug}-brochure-${EDITION}.pdf`,
      mimetype: 'application/pdf',
      alt: brochure.title,
      data: async () => renderPlanDocument(brochure, await logo()),
    },
    wording: {
      name: `${slug}-policy-wording-${EDITION}.pdf`,
      mimetype: 'application/pdf',
      alt: wording.title,
      data: async () => renderPlanDocument(wording, await logo()),
    },
  }
}

/**
 * A plan's Hindi brochure as an upload: the brochure made from the plan's Hindi page (hindi/plans.ts), its labels
 * and headings in Hindi, its Devanagari shaped by the renderer.
 */
export function hindiBrochureUpload(
  slug: string,
  plan: IPlanContent,
  logo: () => Promise<Uint8Array | null>,
): Upload {
  const brochure = planDocumentIn('hi', brochureDocument(plan, ISSUER, todayInIndia()))
  return {
    name: `${slug}-brochure-hi-${EDITION}.pdf`,
    mimetype: 'application/pdf',
    alt: brochure.title,
    data: async () => renderPlanDocument(brochure, await logo()),
  }
}

export async function seedPlanDocuments(
  up: (upload: Upload) => Promise<number>,
  logo: () => Promise<Uint8Array | null>,
): Promise<Record<string, TPlanDocumentIds>> {
  const result: Record<string, TPlanDocumentIds> = {}
  for (const { slug, content } of PLAN_CONTENT) {
    const uploads = planDocumentUploads(slug, content, logo)
    result[slug] = { brochure: await up(uploads.brochure), wording: await up(uploads.wording) }
  }
  for (const { slug, content } of HINDI_PLAN_CONTENT) {
    const english = result[slug]
    if (!english) throw new Error(`The Hindi seed has the plan ${slug}, which has no English documents`)
    english.hindiBrochure = await up(hindiBrochureUpload(slug, content, logo))
  }
  return result
}
