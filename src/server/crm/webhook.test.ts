import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signWebhook, verifyWebhookSignature } from './signature'
import { startFakeCrm } from './testing/fake-crm'
import type { ICrmDelivery } from './types'
import { createWebhookCrmAdapter } from './webhook'

const SECRET = 'a-test-secret-that-is-long-enough-1234'

const delivery = (key: string): ICrmDelivery => ({
  idempotencyKey: key,
  leadId: '7',
  body: {
    idempotency_key: key,
    lead_id: '7',
    submitted_at: '2026-11-22T06:00:00.000Z',
    verified_at: '2026-11-22T06:01:00.000Z',
    consent: { given: true, notice_version: '2026-11-v1', at: '2026-11-22T06:00:00.000Z' },
    lead: { CustomerName: 'Asha Rao', phone_number: '9876543210', Source: 'WEB' },
  },
})

let crm: Awaited<ReturnType<typeof startFakeCrm>>
beforeAll(async () => {
  crm = await startFakeCrm(SECRET)
})
afterAll(() => crm.close())

// Generous for the answers that come; short only where the test waits for a timeout.
const adapter = (timeoutMs = 5_000) => createWebhookCrmAdapter({ url: crm.url, secret: SECRET, timeoutMs })

describe('signed CRM webhook', () => {
  it('posts the lead signed over timestamp and body, with its idempotency key: 2xx is delivered', async () => {
    crm.setMode('up')
    expect(await adapter().deliver(delivery('lead-a'))).toEqual({ outcome: 'delivered' })
    const last = crm.requests.at(-1)!
    expect(last).toEqual({ key: 'lead-a', signed: true })
    expect(crm.leads.get('lead-a')).toMatchObject({ lead: { CustomerName: 'Asha Rao' } })
  })

  it('sending the same key again leaves one lead at the CRM', async () => {
    crm.setMode('up')
    await adapter().deliver(delivery('lead-b'))
    await adapter().deliver(delivery('lead-b'))
    expect(crm.accepted.get('lead-b')).toBe(2)
    expect([...crm.leads.keys()].filter((k) => k === 'lead-b')).toHaveLength(1)
  })

  it('retries later on 5xx, 429 and a timeout', async () => {
    crm.setMode('down')
    expect(await adapter().deliver(delivery('lead-c'))).toMatchObject({ outcome: 'retry', error: /503/ })
    crm.setMode('rate-limited')
    expect(await adapter().deliver(delivery('lead-c'))).toMatchObject({ outcome: 'retry', error: /429/ })
    crm.setMode('slow')
    const started = Date.now()
    expect(await adapter(300).deliver(delivery('lead-c'))).toMatchObject({
      outcome: 'retry',
      error: /300 ms/,
    })
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it('retries later when the CRM cannot be reached at all', async () => {
    const closed = createWebhookCrmAdapter({
      url: 'http://127.0.0.1:9/leads',
      secret: SECRET,
      timeoutMs: 300,
    })
    expect(await closed.deliver(delivery('lead-d'))).toMatchObject({ outcome: 'retry', error: /network/ })
  })

  it('gives up on a refusal (4xx other than 408/429), keeping the reason', async () => {
    crm.setMode('reject')
    expect(await adapter().deliver(delivery('lead-e'))).toEqual({
      outcome: 'rejected',
      error: 'CRM answered 422: lead rejected: unknown campaign',
    })
  })

  it('a wrong secret is refused by the receiver', async () => {
    crm.setMode('up')
    const wrong = createWebhookCrmAdapter({ url: crm.url, secret: `${SECRET}x`, timeoutMs: 300 })
    expect(await wrong.deliver(delivery('lead-f'))).toMatchObject({ outcome: 'rejected', error: /401/ })
  })
})

describe('webhook signature', () => {
  const body = '{"a":1}'
  const now = 1_800_000_000_000
  const timestamp = now / 1000

  it('verifies what was signed, and nothing else', () => {
    const signature = signWebhook(SECRET, timestamp, body)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    const headers = { signature, timestamp: String(timestamp) }
    expect(verifyWebhookSignature(SECRET, headers, body, { now })).toBe(true)
    expect(verifyWebhookSignature(SECRET, headers, '{"a":2}', { now })).toBe(false)
    expect(verifyWebhookSignature('another-secret', headers, body, { now })).toBe(false)
  })

  it('refuses an old timestamp (a replay)', () => {
    const signature = signWebhook(SECRET, timestamp, body)
    const headers = { signature, timestamp: String(timestamp) }
    expect(verifyWebhookSignature(SECRET, headers, body, { now: now + 301_000 })).toBe(false)
  })
})
