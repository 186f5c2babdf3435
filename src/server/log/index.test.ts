import { hostname } from 'node:os'

import { describe, expect, it, vi } from 'vitest'

import { createLogger, currentRequestId, maskPersonalData, requestContext } from '.'

describe('personal data is masked in logs', () => {
  it('masks Indian mobile numbers, keeping the first digit and the last four', () => {
    expect(maskPersonalData('OTP sent to 9876543210')).toBe('OTP sent to 9xxxxx3210')
    expect(maskPersonalData('{"phone_number":"6000000001"}')).toBe('{"phone_number":"6xxxxx0001"}')
  })

  it('leaves longer digit runs (policy numbers, timestamps) alone', () => {
    expect(maskPersonalData('policy 12345678901234')).toBe('policy 12345678901234')
  })

  it('masks e-mail addresses and PANs', () => {
    expect(maskPersonalData('from priya.sharma@example.in')).toBe('from p***@example.in')
    expect(maskPersonalData('PAN ABCPE1234F')).toBe('PAN ABCXX####F')
  })
})

describe('every log line names the instance and, inside a request, the request', () => {
  function capture() {
    const lines: Record<string, unknown>[] = []
    const log = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, 'info')
    return { lines, log }
  }

  it('names the instance by INSTANCE_ID, else by host name and process id', async () => {
    vi.stubEnv('INSTANCE_ID', 'web-3')
    try {
      const { lines, log } = capture()
      log.info('started')
      expect(lines[0]).toMatchObject({ instance_id: 'web-3', msg: 'started' })
    } finally {
      vi.unstubAllEnvs()
    }
    vi.stubEnv('INSTANCE_ID', '')
    const { lines, log } = capture()
    log.info('started')
    expect(lines[0]!.instance_id).toBe(`${hostname()}-${process.pid}`)
    vi.unstubAllEnvs()
  })

  it('adds the request id to lines written while the request is served, through awaits and timers', async () => {
    const { lines, log } = capture()
    await requestContext().run({ requestId: '0123456789abcdef' }, async () => {
      log.info('received')
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.warn({ phone: '9876543210' }, 'after a wait')
    })
    log.info('between requests')
    expect(lines.map((line) => line.request_id)).toEqual(['0123456789abcdef', '0123456789abcdef', undefined])
    expect(lines[1]!.phone).toBe('9xxxxx3210')
  })

  it('shares the request context with code bundled apart, through the global symbol the host names', () => {
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('sahyog.host.request-context')]
    expect(shared).toBe(requestContext())
    requestContext().run({ requestId: 'abcdef0123456789' }, () => {
      expect(currentRequestId()).toBe('abcdef0123456789')
    })
  })
})
