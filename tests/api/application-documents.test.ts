/**
 * Buy online (issue 43), a document the application needs: while staff have the application at "documents needed",
 * the tracking page (after the OTP) uploads it through the bounded, content-checked upload path (PDF, JPG or PNG,
 * at most 5 MB), with the tracking credential the status came with. Stored privately against the proposal, shown
 * to staff; a wrong type, a file too large, no credential, or an application not waiting for a document are each
 * refused with a clear message and lose nothing already sent.
 */
import { describe, expect, it } from 'vitest'

import { oversizePdf, sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { fetchFrom } from '../support/client'
import { move, trackWithCredential } from './support/applications'
import { BASE_URL, get } from './support/http'
import { freshIp } from './support/otp'
import { adminAuthorization } from './support/policy'
import { paidProposal } from './support/proposals'

const DOCUMENTS = '/api/v1/applications/documents'
const NEEDS_OTP =
  'Please verify your mobile number with a one-time password again before you upload a document.'

async function upload(cookie: string | null, file: Uint8Array, name: string) {
  const form = new FormData()
  form.set('document', new Blob([file as Uint8Array<ArrayBuffer>]), name)
  const res = await fetchFrom(freshIp(), new URL(DOCUMENTS, BASE_URL), {
    method: 'POST',
    headers: { 'api-version': 'v1', ...(cookie ? { cookie } : {}) },
    body: form,
  })
  return {
    status: res.status,
    body: (await res.json()) as {
      message: string
      data?: { errors?: Record<string, string>; name?: string; documents?: { name: string }[] }
    },
  }
}

async function documentsOf(id: number | string) {
  const res = await get(`/cms/api/proposal-documents?where[proposal][equals]=${id}&depth=0&sort=createdAt`, {
    headers: { Authorization: await adminAuthorization() },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: { originalName: string; kind: string; url: string }[] }).docs
}

/** A paid application staff have moved to "documents needed", tracked with its OTP: its credential. */
async function waitingForADocument() {
  const paid = await paidProposal()
  expect((await move(paid.id, 'documents-needed')).status).toBe(200)
  const tracked = await trackWithCredential(paid.number, paid.phone)
  expect(tracked.status).toBe(200)
  expect(tracked.body.data).toMatchObject({
    status: 'documents-needed',
    documents_needed: true,
    documents: [],
  })
  expect(tracked.setCookie).toMatch(/Path=\/api\/v1\/applications; Max-Age=1800; HttpOnly; SameSite=Strict/)
  return { ...paid, cookie: tracked.cookie! }
}

describe('a document the application needs, uploaded on the tracking page', () => {
  it('stores a PDF against the proposal, tells the visitor it was received, and shows it to staff only', async () => {
    const { id, cookie } = await waitingForADocument()
    const answer = await upload(cookie, await sampleFile('pdf'), 'C:\\scans\\income proof.pdf')
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(
      'We have received your document income proof.pdf. Our team will look at it and tell you by SMS.',
    )
    expect(answer.body.data!.documents!.map((d) => d.name)).toEqual(['income proof.pdf'])

    const stored = await documentsOf(id)
    expect(stored).toMatchObject([{ originalName: 'income proof.pdf', kind: 'pdf' }])
    const file = await get(stored[0]!.url, { headers: { Authorization: await adminAuthorization() } })
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(await sampleFile('pdf'))
    expect((await get(stored[0]!.url)).status).toBe(403)

    // A picture too: the answer lists what was sent, newest first.
    const second = await upload(cookie, await sampleFile('png'), 'photo.png')
    expect(second.status).toBe(200)
    expect(second.body.data!.documents!.map((d) => d.name)).toEqual(['photo.png', 'income proof.pdf'])
  })

  it('refuses a wrong type, a renamed program and a file over 5 MB, keeping the documents already sent', async () => {
    const { id, cookie } = await waitingForADocument()
    expect((await upload(cookie, await sampleFile('jpg'), 'pan.jpeg')).status).toBe(200)

    const wrongType = await upload(cookie, await sampleFile('docx'), 'letter.docx')
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.data!.errors).toEqual({ document: 'Please upload a PDF, JPG, JPEG or PNG file.' })

    const renamed = await upload(cookie, windowsProgram(), 'report.pdf')
    expect(renamed.status).toBe(400)
    expect(renamed.body.message).toBe(
      'This file is not a real PDF file. Please upload a PDF, JPG, JPEG or PNG file.',
    )

    const tooLarge = await upload(cookie, await oversizePdf(5 * 1024 * 1024 + 1), 'large.pdf')
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe('The file is larger than 5 MB. Please upload a smaller file.')

    const empty = await upload(cookie, new Uint8Array(0), 'empty.pdf')
    expect(empty.status).toBe(400)

    expect((await documentsOf(id)).map((d) => d.originalName)).toEqual(['pan.jpeg'])
  })

  it('refuses an upload without the tracking credential, or with a forged one, and stores nothing', async () => {
    const { id, cookie } = await waitingForADocument()
    const none = await upload(null, await sampleFile('pdf'), 'a.pdf')
    expect(none.status).toBe(401)
    expect(none.body.message).toBe(NEEDS_OTP)
    const [body, signature] = cookie.slice('sahyog_application='.length).split('.')
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        e: Date.now() + 3_600_000,
      }),
    ).toString('base64url')
    const tampered = await upload(
      `sahyog_application=${forged}.${signature}`,
      await sampleFile('pdf'),
      'a.pdf',
    )
    expect(tampered.status).toBe(401)
    expect(await documentsOf(id)).toEqual([])
  })

  it('refuses an upload while the application is not waiting for a document', async () => {
    const paid = await paidProposal()
    const tracked = await trackWithCredential(paid.number, paid.phone)
    expect(tracked.body.data).toMatchObject({ status: 'submitted', documents_needed: false })
    const early = await upload(tracked.cookie, await sampleFile('pdf'), 'a.pdf')
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'We are not waiting for a document on this application just now. There is nothing to upload.',
    )
    expect(await documentsOf(paid.id)).toEqual([])
  })
})
