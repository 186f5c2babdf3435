/**
 * Demo content for a fresh database: brand settings, header, footer, media, branches and the published pages
 * (products, withdrawn plans, blog posts, company, legal and support pages) of the fictional insurer Sahyog Life
 * Insurance, the premium rate tables of the plans with a quote, and a few redirects from addresses of its former site;
 * home, the plans, the calculators, the services, five posts, the menus and the footer also in Hindi (src/cms/seed/hindi).
 *
 * Idempotent: when the site settings already carry a brand name the seed adds nothing. The settings are written
 * last, so a run that fails halfway can simply be repeated; media, pages and branches that already exist are reused.
 * The search index is rebuilt from the published pages on every run (the pages' hooks keep it in step afterwards).
 */
import type { Payload } from 'payload'

import { reindexPages } from '../collections/Pages/search'
import { seedBranches } from './branches'
import { seedFooter } from './footer'
import { seedFundsAndBonus } from './funds'
import { seedHeader } from './header'
import { seedHindi, seedHindiSettings } from './hindi'
import { seedHindiMediaCentre } from './hindi/media-centre'
import { seedJobs } from './jobs'
import { seedMedia } from './media'
import { seedMediaCentre } from './media-centre'
import { seedBlogTerms } from './blog-terms'
import { seedPages } from './pages'
import { seedPolicies } from './policies'
import { seedQuoteTables } from './quote-tables'
import { seedRedirects } from './redirects'
import { seedSettings } from './settings'
import { SEED_CONTEXT } from './types'
import { seedUnclaimedAmounts } from './unclaimed'

/**
 * Demo content on an empty database. `people`: also the fictional policyholders (policies and their mandates for the
 * local policy system) and unclaimed amounts, which only a demo or test site may hold; production passes false, so
 * no made-up person can be looked up, verified or paid on a live site.
 */
export async function seed(payload: Payload, { people }: { people: boolean }): Promise<{ seeded: boolean }> {
  // Demo policies are added on every run (each only once), so databases seeded before they existed get them too.
  if (people) await seedPolicies(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, context: SEED_CONTEXT })
  if (settings.brand_name) {
    // Funds and bonus rates came after the first release: a database seeded before them gets them now.
    await seedFundsAndBonus(payload)
    // The plans' premium rate tables too (each plan's once, found by its page's path).
    await seedQuoteTables(payload)
    const indexed = await reindexPages(payload)
    payload.logger.info(
      `Seed skipped: the site settings already have a brand name (${indexed} pages searchable).`,
    )
    return { seeded: false }
  }

  payload.logger.info('Seeding demo content…')
  const media = await seedMedia(payload)
  const terms = await seedBlogTerms(payload, media)
  payload.logger.info(`Seeded ${terms.categories} blog categories and ${terms.tags} blog tags.`)
  const pages = await seedPages(payload, media)
  const branches = await seedBranches(payload)
  const jobs = await seedJobs(payload)
  const listed = await seedMediaCentre(payload)
  await seedHeader(payload)
  await seedFooter(payload)
  const hindi = await seedHindi(payload, media)
  const hindiListed = await seedHindiMediaCentre(payload)
  payload.logger.info(
    `Seeded ${hindi} pages, ${hindiListed} testimonials and videos, the menus and the footer in Hindi.`,
  )
  await seedRedirects(payload)
  if (people) await seedUnclaimedAmounts(payload)
  const funds = await seedFundsAndBonus(payload)
  payload.logger.info(
    `Seeded ${funds.funds} funds with ${funds.navs} daily NAVs, ${funds.bonus} bonus rates.`,
  )
  const rateTables = await seedQuoteTables(payload)
  payload.logger.info(`Seeded ${rateTables} premium rate tables.`)
  const indexed = await reindexPages(payload)
  await seedSettings(payload, media.logo)
  await seedHindiSettings(payload)
  payload.logger.info(
    `Seed done: ${pages.length} pages, ${branches} branches, ${jobs} jobs and ${listed} testimonials, media items and videos created, ${indexed} pages searchable.`,
  )
  return { seeded: true }
}
