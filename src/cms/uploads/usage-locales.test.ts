import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'

import { text } from '@/cms/seed/blocks'
import { openSqlitePayload } from '@/testing/sqlite-payload'

import { mediaUses } from './usage'

/**
 * A file used only in a page's Hindi version (a plan's Hindi brochure) is in use, as the English one is: the
 * media library does not let it go while a Hindi page links it.
 */

let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
}, 120_000)

afterAll(async () => {
  await close?.()
})

async function pdf(name: string) {
  const document = await PDFDocument.create()
  document.addPage()
  const data = Buffer.from(await document.save())
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { name, mimetype: 'application/pdf', size: data.length, data },
    overrideAccess: true,
  })
}

describe('where a plan’s brochure is used', () => {
  it('finds the Hindi brochure in the Hindi page, and the English one in the English page', async () => {
    const english = await pdf('plan-brochure.pdf')
    const hindi = await pdf('plan-brochure-hi.pdf')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'A plan',
        path: '/life-insurance/a-plan',
        layout: [text('A plan.')],
        product: { brochure: english.id },
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'hi',
      data: {
        title: 'एक योजना',
        layout: [text('एक योजना।')],
        product: { brochure: hindi.id },
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const own = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      depth: 0,
    })
    expect(own.product?.brochure).toBe(english.id)

    expect(await mediaUses(payload, hindi.id)).toEqual([
      { where: 'Page /life-insurance/a-plan', field: 'Sales brochure (PDF)' },
    ])
    expect(await mediaUses(payload, english.id)).toEqual([
      { where: 'Page /life-insurance/a-plan', field: 'Sales brochure (PDF)' },
    ])
    await expect(payload.delete({ collection: 'media', id: hindi.id, overrideAccess: true })).rejects.toThrow(
      /used in 1 place/,
    )
  })
})
