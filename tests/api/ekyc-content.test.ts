/**
 * Spec 7: "Content GETs (headers Content-Type json and api-referrer carrying the current page path, or 'common';
 * results cached in page state): … aadhaar-e-kyc/aadhaar-ekyc-consent-revoking …"
 */
import { describe, expect, it } from 'vitest'

import { get } from './support/http'

const PATH = '/api/v1/aadhaar-e-kyc/aadhaar-ekyc-consent-revoking'
const headers = (referrer: string) => ({
  'Content-Type': 'application/json',
  'api-version': 'v1',
  'api-referrer': referrer,
})

interface IEkycContent {
  status_code: number
  data: {
    path: string
    heading: string
    intro: string
    consent: string
    help: { title: string; points: string[] }
    received: { title: string; text: string }
    meta: { title: string; description: string; canonical: string }
  }
}

describe('GET /api/v1/aadhaar-e-kyc/aadhaar-ekyc-consent-revoking', () => {
  it("answers the revocation page's words and meta, the same as the page shows", async () => {
    const res = await get(PATH, { headers: headers('/aadhaar-ekyc-consent-revoking') })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await res.json()) as IEkycContent
    expect(body.status_code).toBe(200)
    expect(body.data).toMatchObject({
      path: '/aadhaar-ekyc-consent-revoking',
      heading: 'Revoke Aadhaar e-KYC consent',
      help: { title: 'What changes' },
      received: { title: 'Your request is received' },
    })
    expect(body.data.consent).toMatch(/^I revoke the consent I gave Sahyog Life Insurance/)
    expect(body.data.meta.title).toMatch(/Revoke Your Aadhaar e-KYC Consent/)
    expect(body.data.meta.canonical).toMatch(/\/aadhaar-ekyc-consent-revoking$/)

    const page = await (await get('/aadhaar-ekyc-consent-revoking')).text()
    expect(page).toContain(body.data.help.points[0]!)
    expect(page).toContain('Revoke Aadhaar e-KYC consent')
  })

  it("answers the same whatever page asks ('common' included), and 304 to its ETag", async () => {
    const own = await get(PATH, { headers: headers('/aadhaar-ekyc-consent-revoking') })
    const common = await get(PATH, { headers: headers('common') })
    expect(await common.json()).toEqual(await own.json())
    const etag = own.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await get(PATH, { headers: { ...headers('common'), 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('refuses another api-version, as the other content GETs do', async () => {
    const res = await get(PATH, { headers: { ...headers('common'), 'api-version': 'v2' } })
    expect(res.status).toBe(400)
  })
})
