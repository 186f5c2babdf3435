import { z } from 'zod'

import {
  ACCOUNT_TYPES,
  type IMandate,
  type IPolicy,
  MANDATE_METHODS,
  MANDATE_STATUSES,
  normalisePolicyNumber,
  POLICY_STATUSES,
  PREMIUM_FREQUENCIES,
  PRODUCT_KINDS,
} from '@/domain/policy'

import { logger } from '../log'
import { type IPolicyService, PolicyServiceUnavailable } from './types'

/*
 * The core policy system's JSON API (POLICY_SERVICE=http), documented in src/server/policies/README.md:
 *   GET {POLICY_API_URL}/policies/{policyNumber}          → 200 policy | 404
 *   GET {POLICY_API_URL}/policies/{policyNumber}/mandates → 200 { mandates: [...] }
 * Requests carry `x-api-key: POLICY_API_KEY` and `accept: application/json`. Any other status, a timeout, a
 * network error or an answer of the wrong shape means the system is unavailable.
 */

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const ZPolicy = z.object({
  policyNumber: z.string().min(1).max(40),
  applicationNumber: z.string().max(40).nullable().default(null),
  holderName: z.string().max(200),
  dateOfBirth: ZDate,
  pan: z.string().max(10).nullable().default(null),
  mobile: z.string().regex(/^\d{10}$/),
  productName: z.string().max(200),
  productKind: z.enum(PRODUCT_KINDS),
  sumAssured: z.number().nonnegative(),
  premium: z.number().nonnegative(),
  frequency: z.enum(PREMIUM_FREQUENCIES),
  commencementDate: ZDate,
  nextDueDate: ZDate.nullable().default(null),
  status: z.enum(POLICY_STATUSES),
  funds: z
    .array(z.object({ fundCode: z.string(), fundName: z.string(), units: z.number().nonnegative() }))
    .default([]),
  bonuses: z.array(z.object({ financialYear: z.string(), kind: z.string(), amount: z.number() })).default([]),
  premiumsPaid: z
    .array(z.object({ financialYear: z.string(), amount: z.number(), paidOn: ZDate }))
    .default([]),
})

export const ZMandate = z.object({
  policyNumber: z.string(),
  method: z.enum(MANDATE_METHODS),
  umrn: z.string().nullable().default(null),
  status: z.enum(MANDATE_STATUSES),
  accountHolderName: z.string().nullable().default(null),
  accountNumberMasked: z.string().nullable().default(null),
  bankName: z.string().nullable().default(null),
  branchName: z.string().nullable().default(null),
  micr: z.string().nullable().default(null),
  ifsc: z.string().nullable().default(null),
  accountType: z.enum(ACCOUNT_TYPES).nullable().default(null),
  upiId: z.string().nullable().default(null),
  amount: z.number(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable().default(null),
  debitDay: z.number().int().nullable().default(null),
  providerReference: z.string().nullable().default(null),
})

export interface IHttpPolicyOptions {
  baseUrl: string
  apiKey?: string | undefined
  timeoutMs: number
  fetch?: typeof fetch
}

export class HttpPolicyService implements IPolicyService {
  readonly name = 'http'
  private readonly fetch: typeof fetch

  constructor(private readonly options: IHttpPolicyOptions) {
    this.fetch = options.fetch ?? globalThis.fetch
  }

  /** The answer's JSON for 200, null for 404; everything else is PolicyServiceUnavailable. */
  private async get(path: string): Promise<unknown> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${path}`
    let response: Response
    try {
      response = await this.fetch(url, {
        headers: {
          accept: 'application/json',
          ...(this.options.apiKey ? { 'x-api-key': this.options.apiKey } : {}),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
        cache: 'no-store',
      })
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      logger.error({ policies: 'http', path, timeout }, 'Policy system did not answer')
      throw new PolicyServiceUnavailable('The policy system did not answer', timeout ? 'timeout' : 'network')
    }
    if (response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (response.status !== 200) {
      await response.body?.cancel()
      logger.error({ policies: 'http', path, status: response.status }, 'Policy system refused')
      throw new PolicyServiceUnavailable(`The policy system answered ${response.status}`, 'status')
    }
    try {
      return await response.json()
    } catch {
      throw new PolicyServiceUnavailable('The policy system answered something that is not JSON', 'invalid')
    }
  }

  private parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      logger.error(
        { policies: 'http', path, issue: parsed.error.issues[0]?.path.join('.') },
        'Policy system answer has the wrong shape',
      )
      throw new PolicyServiceUnavailable('The policy system answer has the wrong shape', 'invalid')
    }
    return parsed.data
  }

  async getPolicy(policyNumber: string): Promise<IPolicy | null> {
    const path = `/policies/${encodeURIComponent(normalisePolicyNumber(policyNumber))}`
    const body = await this.get(path)
    return body === null ? null : this.parse(ZPolicy, body, path)
  }

  async findPolicy(policyNumber: string, dateOfBirth: string): Promise<IPolicy | null> {
    const policy = await this.getPolicy(policyNumber)
    return policy && policy.dateOfBirth === dateOfBirth ? policy : null
  }

  async listMandates(policyNumber: string): Promise<IMandate[]> {
    const path = `/policies/${encodeURIComponent(normalisePolicyNumber(policyNumber))}/mandates`
    const body = await this.get(path)
    if (body === null) return []
    return this.parse(z.object({ mandates: z.array(ZMandate) }), body, path).mandates
  }
}
