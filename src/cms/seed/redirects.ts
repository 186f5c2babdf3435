import type { Payload } from 'payload'

import type { Redirect } from '@/payload-types'

import { SEED_CONTEXT } from './types'

/** Addresses of the former site that still get visits, each sent to a seeded page. */
export const SEED_REDIRECTS: Pick<Redirect, 'from' | 'to' | 'status' | 'note'>[] = [
  {
    from: '/term-insurance',
    to: '/life-insurance',
    status: '301',
    note: 'The former site had one page per plan type; term plans are now listed with the others.',
  },
  {
    from: '/about-us',
    to: '/discover/about-us',
    status: '301',
    note: 'Moved under Discover when the site was rebuilt.',
  },
  {
    from: '/privacy-policy',
    to: '/legal/privacy-policy',
    status: '308',
    note: 'Printed on older policy documents and forms.',
  },
]

/** Creates each redirect unless its source exists already, so a re-run after a failure is safe. */
export async function seedRedirects(payload: Payload): Promise<void> {
  for (const redirect of SEED_REDIRECTS) {
    const existing = await payload.find({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    if (existing.docs.length) continue
    await payload.create({
      collection: 'redirects',
      data: { ...redirect, enabled: true },
      depth: 0,
      context: SEED_CONTEXT,
    })
  }
}
