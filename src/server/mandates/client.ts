import { z } from 'zod'

import { logger } from '../log'
import {
  type IMandateProvider,
  type IMandateRegistered,
  type IMandateRegistration,
  MandateProviderUnavailable,
} from './types'

/*
 * The mandate provider's JSON API (MANDATE_PROVIDER=http), documented in src/server/mandates/README.md:
 *   POST {MANDATE_API_URL}/upi/verify                      {upiId}            → 200 {valid: boolean}
 *   POST {MANDATE_API_URL}/mandates                        registration       → 200|201 {redirectUrl}
 *   POST {MANDATE_API_URL}/mandates/{reference}/cancel     {umrn}             → 200|202
 * with `x-api-key: MANDATE_API_KEY`. The provider later calls /api/v1/upi/enach-redirect, signed.
 */
export interface IHttpMandateOptions {
  baseUrl: string
  apiKey?: string | undefined
  timeoutMs: number
  fetch?: typeof fetch
}

export class HttpMandateProvider implements IMandateProvider {
  readonly name = 'http'
  private readonly fetch: typeof fetch

  constructor(private readonly options: IHttpMandateOptions) {
    this.fetch = options.fetch ?? globalThis.fetch
  }

  private async post(path: string, body: unknown, ok: number[]): Promise<unknown> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${path}`
    let response: Response
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.options.apiKey ? { 'x-api-key': this.options.apiKey } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      logger.error({ mandates: 'http', path: path.split('/')[1], timeout }, 'Mandate provider did not answer')
      throw new MandateProviderUnavailable(
        'The mandate provider did not answer',
        timeout ? 'timeout' : 'network',
      )
    }
    if (!ok.includes(response.status)) {
      await response.body?.cancel()
      logger.error({ mandates: 'http', status: response.status }, 'Mandate provider refused')
      throw new MandateProviderUnavailable(`The mandate provider answered ${response.status}`, 'status')
    }
    return response.json().catch(() => {
      throw new MandateProviderUnavailable(
        'The mandate provider answered something that is not JSON',
        'invalid',
      )
    })
  }

  async verifyUpiId(upiId: string): Promise<boolean> {
    const parsed = z
      .object({ valid: z.boolean() })
      .safeParse(await this.post('/upi/verify', { upiId }, [200]))
    if (!parsed.success) throw new MandateProviderUnavailable('Unexpected UPI verification answer', 'invalid')
    return parsed.data.valid
  }

  async register(request: IMandateRegistration): Promise<IMandateRegistered> {
    const parsed = z
      .object({ redirectUrl: z.string().min(1).max(2000) })
      .safeParse(await this.post('/mandates', request, [200, 201]))
    if (!parsed.success) throw new MandateProviderUnavailable('Unexpected registration answer', 'invalid')
    return parsed.data
  }

  async cancel(input: { umrn: string; reference: string }): Promise<void> {
    await this.post(
      `/mandates/${encodeURIComponent(input.reference)}/cancel`,
      { umrn: input.umrn },
      [200, 202],
    )
  }
}
