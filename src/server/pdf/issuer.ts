import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import { storedFiles } from '../uploads/storage'
import type { IStoredDoc } from '../uploads/stored-files'
import { companyOf, type ICompany } from '@/domain/certificates/letterhead'
import type { SiteSetting } from '@/payload-types'

import { getSiteSettings } from '../content'
import { logger } from '../log'

const logos = new Map<string, Promise<Uint8Array | null>>()

/** Where the library keeps its files: MEDIA_DIR, or the bucket. */
const media = storedFiles('media')

/** A stored file's bytes, or an error saying it is not there. */
async function bytesOf(logo: IStoredDoc & { filename: string }): Promise<Uint8Array> {
  const file = await media.find({ filename: path.basename(logo.filename), doc: logo })
  if (!file) throw new Error(`${logo.filename} is not stored`)
  return new Uint8Array(await new Response(await file.open()).arrayBuffer())
}

/**
 * The site's logo (Site settings → logo, an upload in the media library) as a PNG for a PDF, drawn from the SVG at
 * print resolution; kept per file and version. Null when there is no logo or it cannot be read: a document is still
 * issued, without it.
 */
function logoPng(settings: SiteSetting): Promise<Uint8Array | null> {
  const logo = typeof settings.logo === 'object' ? settings.logo : null
  if (!logo?.filename) return Promise.resolve(null)
  const key = `${logo.filename}@${logo.updatedAt}`
  let png = logos.get(key)
  if (!png) {
    png = bytesOf({ ...logo, filename: logo.filename })
      .then((bytes) => sharp(bytes, { density: 300 }).resize({ height: 150 }).png().toBuffer())
      .then((buffer) => new Uint8Array(buffer))
      .catch((error: unknown) => {
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'logo for PDFs unreadable',
        )
        logos.delete(key)
        return null
      })
    logos.set(key, png)
  }
  return png
}

/** Who issues a document: the company's name, address and registration, and its logo. */
export async function documentIssuer(): Promise<{ company: ICompany; logo: Uint8Array | null }> {
  const settings = await getSiteSettings()
  return { company: companyOf(settings), logo: await logoPng(settings) }
}
