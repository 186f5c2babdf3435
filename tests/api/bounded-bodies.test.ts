import { readFileSync } from 'node:fs'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { MEDIA_MAX_BYTES } from '@/domain/uploads'
import { BODY_CEILING_BYTES } from '@/host/body-ceiling'

import { freshAddress } from '../support/client'
import { postChunked } from '../support/stream'

import { adminToken, BASE_URL } from './support/http'
import { SERVICES } from './support/otp'

/**
 * Production hardening, bounded bodies: every route that reads a body refuses one over its limit with 413 while it
 * streams in, with or without Content-Length. Each body here is chunked (no Content-Length) and several times the
 * route's limit; the answer must come while most of it is still unsent, so the server never holds the rest.
 */
const MB = 1024 * 1024

/**
 * What a client may have sent before any answer comes, from a server that holds no more than the ceiling: the
 * ceiling Next reads ahead of a route (src/host/body-ceiling.ts), and what the kernel's buffers of a loopback
 * connection hold at most, the server's receiving and the client's sending (tcp_rmem's and tcp_wmem's maxima: 32 and
 * 4 MB on this machine, the receiving one grown while Next reads ahead). A slow answer lets all of it through.
 */
const IN_FLIGHT =
  BODY_CEILING_BYTES +
  ['tcp_rmem', 'tcp_wmem']
    .map((name) => Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/)[2]))
    .reduce((sum, bytes) => sum + bytes, 0)

/**
 * A body far longer than a route's limit and than what may be in flight: an answer while more than half of it is
 * unsent (at most what may be in flight, twice the limit, and 32 MB more for what goes out between the answer and
 * its reading) says the server did not read it whole, however slowly the machine answers.
 */
const overLong = (limit: number) => 2 * IN_FLIGHT + 4 * limit + 64 * MB
const JSON_TYPE = { 'content-type': 'application/json', 'api-version': 'v1' }
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=x', 'api-version': 'v1' }

const ROUTES: [path: string, headers: Record<string, string>, limit: number][] = [
  [SERVICES, JSON_TYPE, 16 * 1024],
  ['/api/v1/policy/verify', JSON_TYPE, 16 * 1024],
  ['/api/v1/renewal-payment', JSON_TYPE, 16 * 1024],
  ['/api/v1/nach/activation', JSON_TYPE, 16 * 1024],
  ['/api/v1/nach/deactivation', JSON_TYPE, 16 * 1024],
  ['/api/v1/meet-advisor', JSON_TYPE, 16 * 1024],
  ['/api/v1/register-for-whatsapp', JSON_TYPE, 16 * 1024],
  ['/api/v1/unclaimed-amounts', JSON_TYPE, 16 * 1024],
  ['/api/v1/grievance-status', JSON_TYPE, 16 * 1024],
  ['/api/v1/aadhaar-ekyc-consent-revoking', JSON_TYPE, 16 * 1024],
  ['/api/v1/renewal-payment/sandbox', { 'content-type': 'application/x-www-form-urlencoded' }, 2048],
  ['/api/v1/upi/enach-redirect', { 'content-type': 'application/x-www-form-urlencoded' }, 64 * 1024],
  ['/api/v1/renewal-payment/callback', { 'content-type': 'application/x-www-form-urlencoded' }, 64 * 1024],
  ['/api/v1/renewal-payment/webhook', JSON_TYPE, 64 * 1024],
  ['/api/v1/register-grievance', MULTIPART, 5 * MB],
  ['/api/v1/online-dgh-submission', MULTIPART, 5 * MB],
  ['/cms/api/users/login', { 'content-type': 'application/json' }, 2 * MB],
  ['/cms/api/pages', { 'content-type': 'application/json' }, 2 * MB],
]

describe('bodies over the limit are refused as they stream in', () => {
  it.each(ROUTES)('%s: 413 before the body has been sent', async (path, headers, limit) => {
    const totalBytes = overLong(limit)
    const answer = await postChunked(new URL(path, BASE_URL), { from: freshAddress(), totalBytes, headers })
    expect(answer.status).toBe(413)
    expect(answer.sentWhenAnswered).toBeLessThan(totalBytes / 2)
  })

  it('a career application over its limit is refused as it streams in, once its form token is checked', async () => {
    const totalBytes = overLong(0)
    const answer = await postChunked(new URL('/api/v1/careers/applications', BASE_URL), {
      from: freshAddress(),
      totalBytes,
      headers: MULTIPART,
    })
    // Without a form token the route refuses before reading anything; either way it never reads the whole body.
    expect([403, 413]).toContain(answer.status)
    expect(answer.sentWhenAnswered).toBeLessThan(totalBytes / 2)
  })

  it("an upload to the CMS from anyone but signed-in staff is refused after a form's worth of bytes", async () => {
    const totalBytes = overLong(0)
    const answer = await postChunked(new URL('/cms/api/media', BASE_URL), {
      from: freshAddress(),
      totalBytes,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(answer.status).toBe(413)
    expect(answer.sentWhenAnswered).toBeLessThan(totalBytes / 2)
  })

  it('a staff upload over the media limit is refused as it streams in', async () => {
    const totalBytes = overLong(MEDIA_MAX_BYTES)
    const answer = await postChunked(new URL('/cms/api/media', BASE_URL), {
      from: freshAddress(),
      totalBytes,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        authorization: `JWT ${await adminToken()}`,
      },
    })
    expect(answer.status).toBe(413)
    expect(answer.sentWhenAnswered).toBeLessThan(totalBytes / 2)
  })

  it('a declared length over the 16 MB any route takes is a 413 before a route runs', async () => {
    const url = new URL('/api/v1/careers/applications', BASE_URL)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        localAddress: freshAddress(),
        headers: { ...MULTIPART, 'content-length': String(64 * MB) },
      })
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.write(Buffer.alloc(64 * 1024, 'a'))
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'The request is too large.' })
  })
})
