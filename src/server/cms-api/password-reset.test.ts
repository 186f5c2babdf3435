import { beforeEach, describe, expect, it, vi } from 'vitest'

const afterResponse: (() => Promise<void>)[] = []
vi.mock('server-only', () => ({}))
vi.mock('next/server', () => ({ after: (task: () => Promise<void>) => afterResponse.push(task) }))

import { RESET_LIMITS, RESET_REFUSED } from './answers'
import { limitPasswordResets } from './password-reset'
import { forgetProcessSingleton } from '../process/singleton'

const URL_ = 'http://localhost/cms/api/users/forgot-password'
const ask = (email: unknown) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })

async function runAfterResponse() {
  for (const task of afterResponse.splice(0)) await task()
}

describe('staff password resets', () => {
  // Each test counts from nothing: the limiters are kept process-wide (src/server/rate-limit).
  beforeEach(() => {
    forgetProcessSingleton('rate-limit.named')
  })

  it('answer at once, and Payload makes the token after the answer', async () => {
    const payload = vi.fn(async () => Response.json({ message: 'Success' }))
    const guarded = limitPasswordResets(payload)
    const answer = await guarded(ask(`first-${Date.now()}@sahyoglife.example`))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ message: 'Success' })
    expect(payload).not.toHaveBeenCalled()
    await runAfterResponse()
    expect(payload).toHaveBeenCalledTimes(1)
  })

  it('make at most 3 tokens an hour for one e-mail address, answering every request alike', async () => {
    const payload = vi.fn(async () => Response.json({ message: 'Success' }))
    const guarded = limitPasswordResets(payload)
    const email = `many-${Date.now()}@sahyoglife.example`
    const answers = []
    // Outside the host every caller is the one address 'unknown': 6 requests stay within its 10.
    for (let i = 0; i < 6; i++) answers.push(await (await guarded(ask(email))).json())
    await runAfterResponse()
    expect(answers).toEqual(Array(6).fill({ message: 'Success' }))
    expect(payload).toHaveBeenCalledTimes(RESET_LIMITS.perEmail.points)
  })

  it('refuse an address past its 10 requests an hour with 429 and the reason', async () => {
    const guarded = limitPasswordResets(async () => Response.json({ message: 'Success' }))
    let last: Response | undefined
    for (let i = 0; i <= RESET_LIMITS.perAddress.points; i++)
      last = await guarded(ask(`x${i}@sahyoglife.example`))
    expect(last!.status).toBe(429)
    expect(await last!.json()).toEqual({ errors: [{ message: RESET_REFUSED }] })
    afterResponse.splice(0)
  })

  it('refuse a body without an e-mail address, and pass every other request through', async () => {
    const payload = vi.fn(async () => new Response('passed'))
    const guarded = limitPasswordResets(payload)
    expect((await guarded(ask('not-an-address'))).status).toBe(400)
    expect((await guarded(ask(42))).status).toBe(400)
    const other = await guarded(
      new Request('http://localhost/cms/api/users/login', { method: 'POST', body: '{}' }),
    )
    expect(await other.text()).toBe('passed')
  })
})
