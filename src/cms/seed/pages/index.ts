import type { Payload } from 'payload'

import { SEED_CONTEXT, type PageSeed, type SeedMedia } from '../types'
import {
  aboutSahyogLifePage,
  aboutUsPage,
  corporateAgentPage,
  discoverPage,
  distributionChannelsPage,
  otherDisclosuresPage,
  publicDisclosuresPage,
  underwritingPhilosophyPage,
} from './company'
import { blogPosts } from './blog'
import { calculatorPages } from './calculators'
import { contactPages } from './contact'
import { homePage } from './home'
import {
  advisorPages,
  citizensCharterPage,
  dataPrivacyPolicyPage,
  disclaimerPage,
  doNotCallPage,
  privacyPolicyPage,
  termsPage,
} from './legal'
import {
  childFuturePage,
  deferredPensionPage,
  groupCreditLifePage,
  groupLifeInsurancePage,
  groupTermLifePage,
  guaranteedIncomePage,
  smartTermPage,
  termReturnOfPremiumPage,
  wealthBuilderUlipPage,
} from './plans'
import { morePlanPages } from './more-plans'
import { benefitsPage, lifeInsurancePage, premiumRateTablesPage } from './products'
import { servicePages } from './services'
import { contactUsPage, downloadFormsPage, reachUsPage, resourcesPage, servicesPage } from './support'
import { withdrawnListPage, withdrawnPlanPages } from './withdrawn'

/** Every seeded page, in the order they are created. */
export function allPages(media: SeedMedia): PageSeed[] {
  return [
    homePage(media),
    lifeInsurancePage(media),
    benefitsPage(media),
    premiumRateTablesPage(),
    aboutSahyogLifePage(media),
    aboutUsPage(media),
    discoverPage(media),
    corporateAgentPage(),
    distributionChannelsPage(),
    publicDisclosuresPage(media),
    otherDisclosuresPage(media),
    underwritingPhilosophyPage(),
    privacyPolicyPage(),
    termsPage(),
    disclaimerPage(),
    doNotCallPage(),
    dataPrivacyPolicyPage(),
    citizensCharterPage(),
    contactUsPage(),
    reachUsPage(),
    servicesPage(media),
    ...servicePages(media),
    resourcesPage(),
    downloadFormsPage(media),
    smartTermPage(media),
    termReturnOfPremiumPage(media),
    guaranteedIncomePage(media),
    wealthBuilderUlipPage(media),
    deferredPensionPage(media),
    childFuturePage(media),
    groupLifeInsurancePage(media),
    groupTermLifePage(media),
    groupCreditLifePage(media),
    ...morePlanPages(media),
    ...withdrawnPlanPages(media),
    withdrawnListPage(),
    ...blogPosts(media),
    ...calculatorPages(),
    ...contactPages(),
    ...advisorPages(),
  ]
}

/** The id of an already created page (a withdrawn plan's replacement is seeded before it). */
async function pageId(payload: Payload, path: string | null | undefined): Promise<number | null> {
  if (!path) return null
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
    draft: true,
    context: SEED_CONTEXT,
  })
  return docs[0]?.id ?? null
}

/** Creates each page as published; a page whose path already exists is left alone, so a re-run after a failure is safe. */
export async function seedPages(payload: Payload, media: SeedMedia): Promise<string[]> {
  const created: string[] = []
  for (const page of allPages(media)) {
    const existing = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      limit: 1,
      depth: 0,
      draft: true,
      context: SEED_CONTEXT,
    })
    if (existing.docs.length > 0) continue

    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        path: page.path,
        layout: page.layout,
        meta: { robots: 'index, follow', ...page.meta },
        disclaimer: page.disclaimer ?? { heading: null, description: null },
        ...(page.product
          ? { product: { ...page.product, replaced_by: await pageId(payload, page.product.replaced_by) } }
          : {}),
        ...(page.post ? { post: page.post } : {}),
        partner_one: false,
        scroll_to_page: true,
        _status: 'published',
      },
      draft: false,
      depth: 0,
      context: SEED_CONTEXT,
    })
    created.push(page.path)
  }
  return created
}
