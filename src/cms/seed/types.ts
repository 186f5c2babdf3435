import type { RequestContext } from 'payload'

import type { Page } from '@/payload-types'

import { env } from '@/server/env'

import { SKIP_REVALIDATE } from '../hooks/revalidate'

/** Passed to every Payload call of the seed: there is no running site whose cache could be expired. */
export const SEED_CONTEXT: RequestContext = { [SKIP_REVALIDATE]: true }

/** Where the site lives when seeded; used in structured data. */
export const SITE_URL = env().SITE_URL

export type PageBlock = Page['layout'][number]
export type BlockOf<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>

/** A page as the seed writes it; the seed adds `_status: 'published'`. */
export type PageSeed = {
  title: string
  path: string
  layout: PageBlock[]
  meta: { title: string; description: string; image?: number | null }
  disclaimer?: { heading: string; description: string }
  /** Product details of a plan page; `replaced_by` is given as the replacing plan's path. */
  product?: Omit<NonNullable<Page['product']>, 'replaced_by'> & { replaced_by?: string | null }
  /** Details of a blog post. */
  post?: NonNullable<Page['post']>
}

/** A plan's documents in the media library. */
export type TPlanDocumentIds = { brochure: number; wording: number; hindiBrochure?: number }

/** Ids of the uploaded media the pages refer to. */
export type SeedMedia = {
  logo: number
  images: {
    heroHome: number
    heroBenefits: number
    heroCompany: number
    heroServices: number
    term: number
    savings: number
    ulip: number
    retirement: number
    child: number
    group: number
  }
  documents: {
    revenueAccount: number
    profitAndLoss: number
    annualReport: number
    claimForm: number
    nachForm: number
    kycForm: number
  }
  /** Brochure and policy wording PDFs by plan slug (plan-documents.ts), and the Hindi brochure of a plan with one. */
  plans: Record<string, TPlanDocumentIds>
}

/** A file the seed puts in the media library once (by name): its metadata and how to make its bytes. */
export type Upload = {
  name: string
  mimetype: string
  alt: string
  caption?: string
  data: () => Promise<Buffer> | Buffer
}
