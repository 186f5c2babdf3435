import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support/http'
import { outbox } from './support/otp'
import { staffAuthorization } from './support/staff'
import { adminAuthorization, createPolicy, getJson, postForm, verifiedPolicyCookie } from './support/policy'

/**
 * NACH activation (e-NACH and UPI autopay), the provider's signed callback, and NACH de-activation, against the
 * running server with the local mandate provider (a sandbox that answers with a signed redirect to the callback).
 */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

const enach = (extra: Record<string, unknown> = {}) => ({
  method: 'enach',
  account_holder_name: 'Test Holder',
  account_number: '123456789012',
  confirm_account_number: '123456789012',
  ifsc: 'HDFC0000123',
  micr: '400240015',
  bank_name: 'HDFC Bank',
  branch_name: 'Lower Parel, Mumbai',
  account_type: 'savings',
  effective_from: today(),
  effective_to: '',
  debit_day: '10',
  ...extra,
})

const activate = (cookie: string, body: unknown, options?: { csrf?: boolean }) =>
  postForm('/api/v1/nach/activation', 'nachActivation', body, cookie, options)

async function mandateByReference(reference: string) {
  const res = await fetch(
    new URL(`/cms/api/nach-mandates?where[providerReference][equals]=${reference}&depth=0`, BASE_URL),
    { headers: { authorization: await adminAuthorization() } },
  )
  const body = (await res.json()) as { docs: Record<string, unknown>[] }
  return body.docs[0]
}

const callback = (url: string, init: RequestInit = {}) =>
  fetch(new URL(url, BASE_URL), { redirect: 'manual', ...init })

describe('NACH activation', () => {
  it('e-NACH: stores the request, hands it to the provider and completes once through the signed callback', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const res = await activate(cookie, enach())
    expect(res.status).toBe(200)
    const { reference, redirect_url } = res.body.data as Record<string, string>
    expect(await mandateByReference(reference!)).toMatchObject({
      policyNumber: policy.policyNumber,
      method: 'enach',
      status: 'pending',
      ifsc: 'HDFC0000123',
      amount: 2400,
    })
    expect(redirect_url).toMatch(/^\/api\/v1\/upi\/enach-redirect\?/)

    const done = await callback(redirect_url!)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/services/nach-mandate-activation?mandate=active&ref=${reference}`,
    )
    const active = await mandateByReference(reference!)
    expect(active).toMatchObject({ status: 'active' })
    expect(String(active!.umrn)).toMatch(/^SAHY7\d{15}$/)

    // Replayed: 409 and nothing changes.
    const replay = await callback(redirect_url!)
    expect(replay.status).toBe(409)
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'active', umrn: active!.umrn })

    // A second mandate for the same policy is refused while one is active.
    const again = await activate(cookie, enach())
    expect(again.status).toBe(409)
  })

  it('a tampered callback (another status, another reference, no signature) changes nothing: 400', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const res = await activate(cookie, enach())
    const { reference, redirect_url } = res.body.data as Record<string, string>
    const url = new URL(redirect_url!, BASE_URL)
    const tampered = new URL(url)
    tampered.searchParams.set('status', 'failure')
    tampered.searchParams.set('umrn', '')
    expect((await callback(tampered.toString())).status).toBe(400)
    const otherUmrn = new URL(url)
    otherUmrn.searchParams.set('umrn', 'SAHY7000000000000001')
    expect((await callback(otherUmrn.toString())).status).toBe(400)
    const unsigned = new URL(url)
    unsigned.searchParams.delete('sig')
    expect((await callback(unsigned.toString())).status).toBe(400)
    const forged = new URL(url)
    const fields = ['ref', 'status', 'umrn', 'ts'].map((k) => forged.searchParams.get(k) ?? '')
    forged.searchParams.set(
      'sig',
      createHmac('sha256', 'not-the-secret').update(fields.join('\n')).digest('hex'),
    )
    expect((await callback(forged.toString())).status).toBe(400)
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'pending' })
    // The genuine one, posted server to server, still completes it.
    const posted = await callback('/api/v1/upi/enach-redirect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: url.searchParams.toString(),
    })
    expect(posted.status).toBe(200)
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'active' })
  })

  it('an over-size callback body is refused whole with 413 (never cut short to its signed part) and changes nothing', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const res = await activate(cookie, enach())
    const { reference, redirect_url } = res.body.data as Record<string, string>
    const signed = new URL(redirect_url!, BASE_URL).searchParams.toString()
    // The genuine signed fields first, then padding: cut at 4 KB it would still verify.
    const padded = await callback('/api/v1/upi/enach-redirect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${signed}&pad=${'x'.repeat(5000)}`,
    })
    expect(padded.status).toBe(413)
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'pending' })
    const posted = await callback('/api/v1/upi/enach-redirect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signed,
    })
    expect(posted.status).toBe(200)
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'active' })
  })

  it('a declined authorisation marks the mandate failed and sends the visitor back with the outcome', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const res = await activate(
      cookie,
      enach({ account_number: '123456780000', confirm_account_number: '123456780000' }),
    )
    const { reference, redirect_url } = res.body.data as Record<string, string>
    const done = await callback(redirect_url!)
    expect(done.headers.get('location')).toContain('mandate=failed')
    expect(await mandateByReference(reference!)).toMatchObject({ status: 'failed' })
  })

  it('refuses bad bank details with a 400 naming the field, and stores nothing', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const res = await activate(cookie, enach({ ifsc: 'HDFC1000123', confirm_account_number: '1' }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Account numbers do not match')
    expect((res.body.data as unknown as { errors: Record<string, string> }).errors).toMatchObject({
      ifsc: 'Please enter a valid IFSC',
    })
  })

  it('UPI: a malformed id is "Enter a Valid UPI ID"; an unverifiable one three times breaches the attempts', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    const bad = await activate(cookie, { method: 'upi', upi_id: 'not-an-upi-id' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Enter a Valid UPI ID')
    const first = await activate(cookie, { method: 'upi', upi_id: 'someone@nobank' })
    expect(first.status).toBe(400)
    expect(first.body.message).toBe('Sorry! We could not verify the UPI ID. Please try again')
    expect((await activate(cookie, { method: 'upi', upi_id: 'someone@nobank' })).status).toBe(400)
    const third = await activate(cookie, { method: 'upi', upi_id: 'someone@nobank' })
    expect(third.status).toBe(429)
    expect(third.body.message).toBe('Max number of attempts breached, Kindly refresh to proceed further')
    const after = await activate(cookie, { method: 'upi', upi_id: 'someone@okaxis' })
    expect(after.status).toBe(429)
  })

  it('UPI: a verified id registers the mandate; a premium above ₹5,000 is refused', async () => {
    const small = await createPolicy({ premium: 4999 })
    const ok = await activate(await verifiedPolicyCookie(small), { method: 'upi', upi_id: 'holder@okaxis' })
    expect(ok.status).toBe(200)
    expect(await mandateByReference((ok.body.data as Record<string, string>).reference!)).toMatchObject({
      method: 'upi',
      upiId: 'holder@okaxis',
      status: 'pending',
    })
    const big = await createPolicy({ premium: 5001 })
    const refused = await activate(await verifiedPolicyCookie(big), {
      method: 'upi',
      upi_id: 'holder@okaxis',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('₹5,000')
  })

  it('needs the form token and a policy verified for this purpose', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy)
    expect((await activate(cookie, enach(), { csrf: false })).status).toBe(403)
    expect((await activate('', enach())).status).toBe(401)
    const other = await createPolicy()
    const otherPurpose = await verifiedPolicyCookie(other, 'NACH_DEACTIVATION_PAGE')
    expect((await activate(otherPurpose, enach())).status).toBe(401)
  })

  it('refuses a lapsed policy', async () => {
    const policy = await createPolicy({ status: 'lapsed' })
    const res = await activate(await verifiedPolicyCookie(policy), enach())
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Auto-debit can be set up only for a policy in force')
  })
})

describe('NACH de-activation', () => {
  async function policyWithMandate() {
    const policy = await createPolicy()
    const umrn = `SAHY7${String(Math.floor(Math.random() * 1e15)).padStart(15, '0')}`
    const res = await fetch(new URL('/cms/api/nach-mandates', BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
      body: JSON.stringify({
        policyNumber: policy.policyNumber,
        method: 'enach',
        status: 'active',
        umrn,
        accountHolderName: 'Test Holder',
        accountNumber: '50100234561234',
        bankName: 'State Bank of India',
        branchName: 'Fort, Mumbai',
        ifsc: 'SBIN0005678',
        micr: '400002003',
        accountType: 'savings',
        amount: 2400,
        effectiveFrom: '2025-01-01',
        debitDay: 5,
        providerReference: `SEED${umrn}`,
      }),
    })
    if (!res.ok) throw new Error(`mandate: ${res.status} ${await res.text()}`)
    return { policy, umrn }
  }

  it('shows the mandate (account masked), accepts the de-activation once and records it for the desk', async () => {
    const { policy, umrn } = await policyWithMandate()
    const cookie = await verifiedPolicyCookie(policy, 'NACH_DEACTIVATION_PAGE')
    const list = await getJson('/api/v1/nach/mandates', cookie)
    expect(list.status).toBe(200)
    const [mandate] = list.body.data as Record<string, unknown>[]
    expect(mandate).toMatchObject({ umrn, accountNumberMasked: 'XXXXXXXX1234', ifsc: 'SBIN0005678' })
    expect(JSON.stringify(list.body)).not.toContain('50100234561234')

    const res = await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn }, cookie)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('NACH Mandate De-Activation request accepted successfully.')
    const reference = (res.body.data as Record<string, string>).reference
    const stored = await fetch(
      new URL(`/cms/api/nach-deactivation-requests?where[reference][equals]=${reference}`, BASE_URL),
      { headers: { authorization: await adminAuthorization() } },
    )
    expect(((await stored.json()) as { docs: unknown[] }).docs[0]).toMatchObject({
      policyNumber: policy.policyNumber,
      umrn,
      status: 'accepted',
    })
    // Done: the credential is cleared, and the mandate is no longer active.
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    const again = await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn }, cookie)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Enter valid policy details')
  })

  it('the service desk exports mandates (account numbers masked), de-activation requests and policies as CSV; others cannot', async () => {
    const { policy, umrn } = await policyWithMandate()
    const cookie = await verifiedPolicyCookie(policy, 'NACH_DEACTIVATION_PAGE')
    const done = await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn }, cookie)
    const reference = (done.body.data as Record<string, string>).reference!
    const admin = await adminAuthorization()
    const serviceDesk = await staffAuthorization('service_desk', admin)
    const csv = async (slug: string, authorization?: string) =>
      fetch(new URL(`/api/admin/export/${slug}`, BASE_URL), {
        headers: authorization ? { authorization } : {},
      })

    const mandates = await csv('nach-mandates', serviceDesk)
    expect(mandates.status).toBe(200)
    expect(mandates.headers.get('content-type')).toContain('text/csv')
    const mandateRows = await mandates.text()
    expect(mandateRows).toContain('policyNumber,method,status,umrn,accountHolderName,accountNumber')
    const row = mandateRows.split('\n').find((line) => line.includes(umrn))
    expect(row).toContain('XXXXXXXX1234')
    expect(mandateRows).not.toContain('50100234561234')

    const requests = await (await csv('nach-deactivation-requests', serviceDesk)).text()
    expect(requests.split('\n').find((line) => line.includes(reference))).toContain(umrn)

    const policies = await (await csv('policies', serviceDesk)).text()
    const policyRow = policies.split('\n').find((line) => line.includes(policy.policyNumber))
    expect(policyRow).toContain('Test Holder')
    expect(policies).not.toContain(policy.mobile)
    expect(policies).not.toContain(policy.dateOfBirth)

    const editor = await staffAuthorization('editor', admin)
    const grievanceDesk = await staffAuthorization('grievance_desk', admin)
    for (const slug of ['nach-mandates', 'nach-deactivation-requests', 'policies']) {
      expect((await csv(slug, editor)).status).toBe(403)
      expect((await csv(slug, grievanceDesk)).status).toBe(403)
      expect((await csv(slug)).status).toBe(401)
    }
  }, 60_000)

  it('a UMRN that is not this policy\'s active mandate is "Enter valid policy details"', async () => {
    const { policy } = await policyWithMandate()
    const other = await policyWithMandate()
    const cookie = await verifiedPolicyCookie(policy, 'NACH_DEACTIVATION_PAGE')
    const res = await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn: other.umrn }, cookie)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Enter valid policy details')
  })

  it('needs the nachDeactivation form token and a de-activation verification', async () => {
    const { policy, umrn } = await policyWithMandate()
    const activation = await verifiedPolicyCookie(policy, 'NACH_ACTIVATION_PAGE')
    expect(
      (await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn }, activation)).status,
    ).toBe(401)
    const cookie = await verifiedPolicyCookie(policy, 'NACH_DEACTIVATION_PAGE')
    expect(
      (await postForm('/api/v1/nach/deactivation', 'nachDeactivation', { umrn }, cookie, { csrf: false }))
        .status,
    ).toBe(403)
    expect((await postForm('/api/v1/nach/deactivation', 'nachActivation', { umrn }, cookie)).status).toBe(403)
    expect(await outbox(policy.mobile)).toHaveLength(2)
  })
})
