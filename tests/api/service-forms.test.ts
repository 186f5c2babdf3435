/**
 * Policyholder service forms (issue 7): meet_advisor, WhatsApp opt-in and opt-out, unclaimed amounts. Each form
 * needs its form token (spec 7 createToken) and, where the spec puts the OTP popup, a proof of verification for
 * the same number and purpose, spent once. Bad input is a 4xx with the spec's message and stores nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'
import { freshIp, freshPhone } from './support/otp'
import { createFormToken, FORM_PAGES, formHeaders, postForm, verifiedProof } from './support/service-forms'
import { staffAuthorization } from './support/staff'

let admin: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
}, 60_000)

async function stored(collection: string, phone: string, authorization = admin) {
  const res = await get(`/cms/api/${collection}?where[phone][equals]=${phone}&sort=-createdAt&depth=0`, {
    headers: { Authorization: authorization },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

const advisor = (phone: string) => ({
  full_name: 'Asha Rao',
  mobile_number: phone,
  city: 'Pune',
  pincode: '411001',
  preferred_time: 'evening',
})

describe('POST /api/v1/meet-advisor', () => {
  it('stores a verified request and answers the spec success text', async () => {
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'MEET_ADVISOR')
    const answer = await postForm(
      '/api/v1/meet-advisor',
      { ...advisor(phone), auth_token },
      { headers: await formHeaders('meetAdvisor') },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe('Our Representative Will Contact You Soon')
    const [request] = await stored('advisor-requests', phone)
    expect(request).toMatchObject({ fullName: 'Asha Rao', city: 'Pune', pincode: '411001', status: 'new' })
  })

  it('refuses without a verified number, with a proof for another purpose or number, and a proof used twice', async () => {
    const phone = freshPhone()
    const send = async (body: Record<string, unknown>) =>
      postForm('/api/v1/meet-advisor', body, { headers: await formHeaders('meetAdvisor') })
    expect((await send(advisor(phone))).status).toBe(401)
    const leadProof = await verifiedProof(phone, 'QUICK_LINKS')
    expect((await send({ ...advisor(phone), auth_token: leadProof })).status).toBe(401)
    const other = freshPhone()
    const otherProof = await verifiedProof(other, 'MEET_ADVISOR')
    expect((await send({ ...advisor(phone), auth_token: otherProof })).status).toBe(401)
    const proof = await verifiedProof(phone, 'MEET_ADVISOR')
    expect((await send({ ...advisor(phone), auth_token: proof })).status).toBe(200)
    const again = await send({ ...advisor(phone), auth_token: proof })
    expect(again.status).toBe(401)
    expect(again.body.message).toBe('Please verify your mobile number with the OTP and try again.')
    expect(await stored('advisor-requests', phone)).toHaveLength(1)
  })

  it('needs its form token, spent once', async () => {
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'MEET_ADVISOR')
    expect((await postForm('/api/v1/meet-advisor', { ...advisor(phone), auth_token })).status).toBe(403)
    const headers = await formHeaders('meetAdvisor')
    const other = await formHeaders('registerWhatsapp')
    expect(
      (await postForm('/api/v1/meet-advisor', { ...advisor(phone), auth_token }, { headers: other })).status,
    ).toBe(403)
    expect(
      (await postForm('/api/v1/meet-advisor', { ...advisor(phone), auth_token }, { headers })).status,
    ).toBe(200)
    expect(
      (await postForm('/api/v1/meet-advisor', { ...advisor(phone), auth_token }, { headers })).status,
    ).toBe(403)
  })

  it('refuses a token asked for another form on the same page, a forged form id, and a cookie that disagrees', async () => {
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'MEET_ADVISOR')
    const send = (headers: Record<string, string>) =>
      postForm('/api/v1/meet-advisor', { ...advisor(phone), auth_token }, { headers })
    // Same page, same cookie and id, another form type.
    const otherForm = await createFormToken('registerWhatsapp', freshIp(), FORM_PAGES.meetAdvisor)
    expect((await send(otherForm.headers)).status).toBe(403)
    const first = await createFormToken('meetAdvisor')
    const second = await createFormToken('meetAdvisor')
    const forged = await send({ ...first.headers, 'x-csrf-id': second.id })
    expect(forged.status).toBe(403)
    expect(forged.body.message).toBe('Your form session has expired. Please reload the page and try again.')
    const third = await createFormToken('meetAdvisor')
    expect((await send({ ...third.headers, cookie: first.cookie })).status).toBe(403)
    const fourth = await createFormToken('meetAdvisor')
    expect((await send({ ...fourth.headers, cookie: fourth.cookie })).status).toBe(200)
  })

  it('answers the spec messages for a bad city or pincode and stores nothing', async () => {
    const phone = freshPhone()
    const cases: [object, string][] = [
      [{ city: 'Pu' }, 'City should not be less than 3 characters'],
      [{ city: 'Thiruvananthapuram Kerala South' }, 'City should not be greater than 30 characters'],
      [{ pincode: '' }, 'Pincode is required'],
      [{ pincode: '41100' }, 'Enter valid Pincode'],
      [{ mobile_number: '' }, 'Mobile number is required'],
    ]
    for (const [patch, message] of cases) {
      const answer = await postForm(
        '/api/v1/meet-advisor',
        { ...advisor(phone), ...patch },
        { headers: await formHeaders('meetAdvisor') },
      )
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    expect(await stored('advisor-requests', phone)).toHaveLength(0)
  })

  it('is not readable by the public, editors or the grievance desk; the service desk reads it', async () => {
    const editor = await staffAuthorization('editor', admin)
    const grievanceDesk = await staffAuthorization('grievance_desk', admin)
    const serviceDesk = await staffAuthorization('service_desk', admin)
    for (const who of [undefined, editor, grievanceDesk]) {
      const res = await get('/cms/api/advisor-requests', { headers: who ? { Authorization: who } : {} })
      expect(res.status).toBe(403)
    }
    expect((await get('/cms/api/advisor-requests', { headers: { Authorization: serviceDesk } })).status).toBe(
      200,
    )
    const csv = await get('/api/admin/export/advisor-requests', { headers: { Authorization: serviceDesk } })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('fullName,phone,city,pincode')
    expect(
      (await get('/api/admin/export/advisor-requests', { headers: { Authorization: editor } })).status,
    ).toBe(403)
    expect((await get('/api/admin/export/advisor-requests')).status).toBe(401)
  }, 60_000)
})

describe('POST /api/v1/register-for-whatsapp', () => {
  const choose = async (phone: string, action: 'opt_in' | 'opt_out', extra: object = {}) =>
    postForm(
      '/api/v1/register-for-whatsapp',
      {
        mobile_number: phone,
        action,
        auth_token: await verifiedProof(phone, 'REGISTER_WHATSAPP_PAGE'),
        ...extra,
      },
      { headers: await formHeaders('registerWhatsapp') },
    )

  it('opts in, says so again when already opted in, and opts out as easily, keeping the history', async () => {
    // A second code for the same number and purpose waits for the 30 s countdown: two numbers share each wait.
    const [a, b] = [freshPhone(), freshPhone()]
    const first = await Promise.all([
      choose(a, 'opt_in', { policy_number: 'SL202400000101' }),
      choose(b, 'opt_in'),
    ])
    expect(first.map((answer) => answer.status)).toEqual([200, 200])
    expect(first[0].body.message).toBe('Whatsapp Notification Enabled!')
    await new Promise((resolve) => setTimeout(resolve, 31_000))
    const [again, out] = await Promise.all([choose(a, 'opt_in'), choose(b, 'opt_out')])
    expect(again.body.message).toBe('Your whatsapp number is already opted in. Thank you')
    expect(again.body.data).toEqual({ outcome: 'already_opted_in' })
    expect(out.body.data).toEqual({ outcome: 'disabled' })
    const history = await stored('whatsapp-optins', a)
    expect(history.map((row) => row.outcome)).toEqual(['already_opted_in', 'enabled'])
    expect(history.at(-1)).toMatchObject({ policyNumber: 'SL202400000101', action: 'opt_in' })
    expect(history.at(-1)!.consentAt).toEqual(expect.any(String))
    expect((await stored('whatsapp-optins', b)).map((row) => row.action)).toEqual(['opt_out', 'opt_in'])
  }, 120_000)

  it('says a number that never opted in is not registered when it opts out', async () => {
    const answer = await choose(freshPhone(), 'opt_out')
    expect(answer.body.data).toEqual({ outcome: 'not_opted_in' })
  })

  it('refuses a proof of another purpose and a bad policy number', async () => {
    const phone = freshPhone()
    const wrongPurpose = await postForm(
      '/api/v1/register-for-whatsapp',
      { mobile_number: phone, action: 'opt_in', auth_token: await verifiedProof(phone, 'MEET_ADVISOR') },
      { headers: await formHeaders('registerWhatsapp') },
    )
    expect(wrongPurpose.status).toBe(401)
    const badPolicy = await postForm(
      '/api/v1/register-for-whatsapp',
      { mobile_number: phone, action: 'opt_in', policy_number: 'SL2024' },
      { headers: await formHeaders('registerWhatsapp') },
    )
    expect(badPolicy.status).toBe(400)
    expect(badPolicy.body.message).toBe('Policy number should be minimum 14')
    expect(await stored('whatsapp-optins', phone)).toHaveLength(0)
  })

  it('needs its form token, asked on its page, spent once', async () => {
    const phone = freshPhone()
    const auth_token = await verifiedProof(phone, 'REGISTER_WHATSAPP_PAGE')
    const body = { mobile_number: phone, action: 'opt_in', auth_token }
    const send = (headers?: Record<string, string>) =>
      postForm('/api/v1/register-for-whatsapp', body, headers ? { headers } : {})
    expect((await send()).status).toBe(403)
    expect((await send(await formHeaders('grievance'))).status).toBe(403)
    const { headers, cookie } = await createFormToken('registerWhatsapp')
    expect(cookie).toMatch(/^register-for-whatsapp=register-for-whatsapp_[A-Za-z0-9]{20}$/)
    expect((await send({ ...headers, cookie })).status).toBe(200)
    expect((await send({ ...headers, cookie })).status).toBe(403)
    expect(await stored('whatsapp-optins', phone)).toHaveLength(1)
  })
})

describe('POST /api/v1/unclaimed-amounts', () => {
  const search = async (body: Record<string, unknown>, ip = freshIp()) =>
    postForm('/api/v1/unclaimed-amounts', body, { headers: await formHeaders('unclaimedAmounts', ip), ip })

  it('finds an amount by policy number, with the holder masked', async () => {
    const answer = await search({ policy_number: 'sl201200004417' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      items: [
        {
          policy_number: 'SL201200004417',
          holder: 'R***** C****** I***',
          reason: 'Maturity benefit',
          amount: 184350,
          unclaimed_since: '2022-07-15',
        },
      ],
    })
  })

  it("answers 'No data found for this Policy Number' for a policy with nothing due, or paid out", async () => {
    for (const policy_number of ['SL209900000000', 'SL201000003001']) {
      const answer = await search({ policy_number })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('No data found for this Policy Number')
    }
  })

  it('finds by name and date of birth, the PAN narrowing when given', async () => {
    const both = await search({ by: 'person', name: 'mohammed arif khan', dob: '1979-11-05' })
    expect(both.status).toBe(200)
    expect((both.body.data as { items: unknown[] }).items).toHaveLength(2)
    expect(
      (await search({ by: 'person', name: 'Mohammed Arif Khan', dob: '1979-11-05', pan: 'BKRPK0566M' }))
        .status,
    ).toBe(200)
    expect(
      (await search({ by: 'person', name: 'Mohammed Arif Khan', dob: '1979-11-05', pan: 'AAAAA1111A' }))
        .status,
    ).toBe(404)
    expect((await search({ by: 'person', name: 'Mohammed Arif Khan', dob: '1979-11-06' })).status).toBe(404)
  })

  it('gives the spec messages for bad input', async () => {
    expect((await search({ policy_number: '' })).body.message).toBe('Please enter policy number')
    expect((await search({ policy_number: 'SL2012000044' })).body.message).toBe(
      'Policy number should be minimum 14',
    )
    const pan = await search({ by: 'person', name: 'Ravi Kumar', dob: '1970-01-01', pan: 'ABC12' })
    expect(pan.status).toBe(400)
    expect(pan.body.message).toBe('PAN Format Incorrect')
  })

  it('needs its form token and limits searches per address', async () => {
    expect((await postForm('/api/v1/unclaimed-amounts', { policy_number: 'SL201200004417' })).status).toBe(
      403,
    )
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await search({ policy_number: 'SL209900000000' }, ip)).status)
    expect(statuses.slice(0, 19).every((status) => status === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  }, 60_000)
})
