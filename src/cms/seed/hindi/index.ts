/**
 * The demo content in Hindi (decision 109), written after the English seed: home, the plans (the group plans among
 * them) and their details, the calculators' pages, the services' landing and service pages, the question pages, six
 * blog posts with their bylines, the menus and the footer (the testimonials and videos: media-centre.ts). Each is the
 * Hindi locale of the English document at the same address; every other page stays English, which a Hindi page shows
 * with its note.
 */
import type { Payload } from 'payload'

import { SEED_CONTEXT, type SeedMedia } from '../types'
import { hindiBlogPosts } from './blog'
import { hindiCalculatorPages } from './calculators'
import { hindiFaqPages } from './faqs'
import { hindiHomePage } from './home'
import { HINDI_FOOTER, HINDI_MAIN_MENU, HINDI_QUICK_LINKS, HINDI_TOLL_FREE, HINDI_TOP_NAV } from './menus'
import { hindiPlanPages } from './plans'
import { hindiServicePages, hindiServicesPage } from './services'
import type { THindiPage } from './types'

/** Every seeded Hindi page. */
export const hindiPages = (media: SeedMedia): THindiPage[] => [
  hindiHomePage(media),
  ...hindiPlanPages(media),
  ...hindiCalculatorPages(),
  hindiServicesPage(media),
  ...hindiServicePages(media),
  ...hindiFaqPages('₹49,999'),
  ...hindiBlogPosts(),
]

/** Writes the Hindi version of each page whose English page exists, then the Hindi menus and footer. */
export async function seedHindi(payload: Payload, media: SeedMedia): Promise<number> {
  let written = 0
  for (const page of hindiPages(media)) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    const english = docs[0]
    if (!english) throw new Error(`The Hindi seed has ${page.path}, which has no English page`)
    await payload.update({
      collection: 'pages',
      id: english.id,
      locale: 'hi',
      data: {
        title: page.title,
        layout: page.layout,
        meta: page.meta,
        ...(page.disclaimer ? { disclaimer: page.disclaimer } : {}),
        ...(page.product ? { product: page.product } : {}),
        ...(page.post ? { post: page.post } : {}),
        _status: 'published',
      },
      draft: false,
      depth: 0,
      context: SEED_CONTEXT,
    })
    written += 1
  }
  await payload.updateGlobal({
    slug: 'header',
    locale: 'hi',
    data: { menu: HINDI_MAIN_MENU, top_nav: HINDI_TOP_NAV },
    depth: 0,
    context: SEED_CONTEXT,
  })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'hi',
    data: HINDI_FOOTER,
    depth: 0,
    context: SEED_CONTEXT,
  })
  return written
}

/**
 * The settings' quick links (the floating contact tab's label among them) and toll-free lines in Hindi, once the
 * settings are seeded.
 */
export async function seedHindiSettings(payload: Payload) {
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'hi',
    data: { quick_links: HINDI_QUICK_LINKS, toll_free: HINDI_TOLL_FREE },
    depth: 0,
    context: SEED_CONTEXT,
  })
}
