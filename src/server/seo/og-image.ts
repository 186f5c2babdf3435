import { createHmac, timingSafeEqual } from 'node:crypto'

import { ogImagePath, ogTitle } from '@/domain/seo/og-image'

import { payloadSecret } from '../env'

/** The signature of a title card's title: 22 characters of an HMAC under the site's secret. */
export const ogSignature = (secret: string, title: string) =>
  createHmac('sha256', secret).update(`og-image\n${title}`).digest('base64url').slice(0, 22)

/** The address of the title card for a page title (see src/domain/seo/og-image.ts). */
export function ogImageFor(title: string, secret = payloadSecret()): { url: string; alt: string } {
  const text = ogTitle(title)
  return { url: ogImagePath(text, ogSignature(secret, text)), alt: text }
}

/** Whether a title and signature came from ogImageFor. */
export function isSignedOgTitle(title: string, signature: string, secret = payloadSecret()): boolean {
  const expected = Buffer.from(ogSignature(secret, title))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
