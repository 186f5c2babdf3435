/**
 * Demo content for a fresh database: brand settings, header, footer, media and twenty published pages of the
 * fictional insurer Sahyog Life Insurance.
 *
 * Idempotent: when the site settings already carry a brand name the seed does nothing. The settings are written
 * last, so a run that fails halfway can simply be repeated; media and pages that already exist are reused.
 */
import type { Payload } from 'payload'

import { seedFooter } from './footer'
import { seedHeader } from './header'
import { seedMedia } from './media'
import { seedPages } from './pages'
import { seedSettings } from './settings'
import { SEED_CONTEXT } from './types'

export async function seed(payload: Payload): Promise<{ seeded: boolean }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, context: SEED_CONTEXT })
  if (settings.brand_name) {
    payload.logger.info('Seed skipped: the site settings already have a brand name.')
    return { seeded: false }
  }

  payload.logger.info('Seeding demo content…')
  const media = await seedMedia(payload)
  const pages = await seedPages(payload, media)
  await seedHeader(payload)
  await seedFooter(payload)
  await seedSettings(payload, media.logo)
  payload.logger.info(`Seed done: ${pages.length} pages created.`)
  return { seeded: true }
}
