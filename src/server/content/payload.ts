import 'server-only'

import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { getPayload, type TypedLocale } from 'payload'

import { shownLanguage, type TLanguage } from '@/domain/i18n/languages'

import { providedPayloadConfig } from './payload-config'

/**
 * A first `npm start` builds the site while it prepares the database (scripts/start.mjs), and the pages the build
 * prerenders read content. In that build, and only there, the start script names a file it writes once the database
 * is migrated and seeded, and every read waits for it. A server never waits: the phase is the build's alone.
 */
const preparedMarker =
  process.env.NEXT_PHASE === 'phase-production-build' ? process.env.BUILD_WAITS_FOR_DATABASE : undefined
const PREPARE_TIMEOUT_MS = 15 * 60_000
let prepared: Promise<void> | undefined

async function databasePrepared(marker: string): Promise<void> {
  const deadline = Date.now() + PREPARE_TIMEOUT_MS
  while (!existsSync(marker)) {
    if (Date.now() > deadline)
      throw new Error(
        `the database was not prepared within ${PREPARE_TIMEOUT_MS / 60_000} minutes (${marker})`,
      )
    await sleep(200)
  }
}

/** The Payload local API: same process, no HTTP hop, with the configuration src/payload.config.ts provided. */
export const payloadClient = async () => {
  if (preparedMarker) await (prepared ??= databasePrepared(preparedMarker))
  return getPayload({ config: providedPayloadConfig() })
}

/** A language as the CMS's locale: a shown language is one (payload.config.ts `localization`), any other English. */
export const contentLocale = (language: TLanguage): TypedLocale => shownLanguage(language) as TypedLocale
