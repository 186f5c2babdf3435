import { describe, expect, it } from 'vitest'

import { OTP_PURPOSES } from '@/domain/otp/protocol'

import { BASE_URL } from './support/http'
import { freshPhone, latestCode, outbox, sendOtp, verifyOtp, wrongCode } from './support/otp'

/**
 * Two app instances sharing one Redis (scripts/test.mjs starts the second one on the PostgreSQL leg when
 * redis-server is installed, and names it in TEST_BASE_URL_2): limits, sessions and single use hold across them.
 */
const SECOND = process.env.TEST_BASE_URL_2

describe.skipIf(!SECOND)('two app instances sharing Redis', () => {
  const instances = [BASE_URL, SECOND!]

  it('verifies on one instance a code sent by the other, once in 50 parallel tries spread over both', async () => {
    const phone = freshPhone()
    const sent = await sendOtp(phone, {}, undefined, instances[0])
    expect(sent.status).toBe(200)
    const token = (sent.body.data as Record<string, string>).Token!
    const code = await latestCode(phone)
    expect(await outbox(phone, instances[1])).toHaveLength(1)
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verifyOtp(token, phone, code, { base: instances[i % 2] })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
  })

  it('keeps the countdown and the hourly send limit of a number across instances', async () => {
    const phone = freshPhone()
    expect((await sendOtp(phone, { SourcePage: 'QUICK_LINKS' }, undefined, instances[0])).status).toBe(200)
    expect((await sendOtp(phone, { SourcePage: 'QUICK_LINKS' }, undefined, instances[1])).status).toBe(429)
    const statuses = []
    // The five other forms of spec 1: the limit is per number, whatever the form.
    for (const [i, purpose] of OTP_PURPOSES.slice(1, 6).entries()) {
      statuses.push((await sendOtp(phone, { SourcePage: purpose }, undefined, instances[(i + 1) % 2])).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429])
  })

  it('refuses a number on both instances after 10 wrong tries spread over them', async () => {
    const phone = freshPhone()
    let failures = 0
    for (const purpose of OTP_PURPOSES.slice(0, 4)) {
      const sent = await sendOtp(phone, { SourcePage: purpose }, undefined, instances[failures % 2])
      const token = (sent.body.data as Record<string, string>).Token!
      const wrong = wrongCode(await latestCode(phone))
      for (let i = 0; i < 3 && failures < 10; i++, failures++) {
        const res = await verifyOtp(token, phone, wrong, { purpose, base: instances[failures % 2] })
        expect(res.status).toBe(201)
      }
    }
    for (const base of instances) {
      const res = await sendOtp(phone, { SourcePage: 'REGISTER_GRIEVANCE_PAGE' }, undefined, base)
      expect(res.status).toBe(429)
      expect(res.body.message).toMatch(
        /^Too many incorrect OTP attempts on this number\. Please try again after/,
      )
    }
  })
})
