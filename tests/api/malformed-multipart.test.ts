import { describe, expect, it } from 'vitest'

import { fetchFrom, freshAddress } from '../support/client'

import { adminToken, BASE_URL } from './support/http'
import { formHeaders } from './support/service-forms'

/**
 * Production hardening: a malformed multipart body is the client's error on every upload route — a clear 400, never
 * a 500, and nothing stored.
 */
const TRUNCATED = [
  '--x',
  'Content-Disposition: form-data; name="category"',
  '',
  'Claims',
  '--x',
  'Content-Disposition: form-data; name="attachment"; filename="report.pdf"',
  'Content-Type: application/pdf',
  '',
  '%PDF-1.4 and then the connection dropped',
].join('\r\n')
const NO_HEADERS = ['--x', '', 'a part without headers', '--x--', ''].join('\r\n')
const WRONG_BOUNDARY = ['--y', 'Content-Disposition: form-data; name="a"', '', 'b', '--y--', ''].join('\r\n')

const BODIES: [string, string, string][] = [
  ['truncated', 'x', TRUNCATED],
  ['a part without headers', 'x', NO_HEADERS],
  ['the wrong boundary', 'x', WRONG_BOUNDARY],
]

async function post(
  path: string,
  from: string,
  boundary: string,
  body: string,
  headers: Record<string, string>,
) {
  return fetchFrom(from, new URL(path, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'api-version': 'v1', ...headers },
    body,
  })
}

describe('malformed multipart bodies answer 400', () => {
  describe.each(BODIES)('%s', (_, boundary, body) => {
    it('on a grievance', async () => {
      const from = freshAddress()
      const res = await post(
        '/api/v1/register-grievance',
        from,
        boundary,
        body,
        await formHeaders('grievance', from),
      )
      expect(res.status).toBe(400)
    })

    it('on a declaration of good health', async () => {
      const from = freshAddress()
      const res = await post(
        '/api/v1/online-dgh-submission',
        from,
        boundary,
        body,
        await formHeaders('dghSubmission', from),
      )
      expect(res.status).toBe(400)
    })

    it('on a career application', async () => {
      const from = freshAddress()
      const res = await post(
        '/api/v1/careers/applications',
        from,
        boundary,
        body,
        await formHeaders('careers-details', from),
      )
      expect(res.status).toBe(400)
    })

    it('on a staff upload to the CMS', async () => {
      const res = await post('/cms/api/media', freshAddress(), boundary, body, {
        authorization: `JWT ${await adminToken()}`,
      })
      expect(res.status).toBe(400)
    })
  })
})
