import type { Payload } from 'payload'

import {
  type IMandate,
  type IPolicy,
  maskAccountNumber,
  normalisePolicyNumber,
  type TAccountType,
  type TMandateMethod,
  type TMandateStatus,
  type TPolicyStatus,
  type TPremiumFrequency,
  type TProductKind,
} from '@/domain/policy'

import { logger } from '../log'
import { type IPolicyService, PolicyServiceUnavailable } from './types'

type TDoc = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const list = (value: unknown) => (Array.isArray(value) ? (value as TDoc[]) : [])

export function policyFromDoc(doc: TDoc): IPolicy {
  return {
    policyNumber: String(doc.policyNumber),
    applicationNumber: text(doc.applicationNumber),
    holderName: String(doc.holderName ?? ''),
    dateOfBirth: String(doc.dateOfBirth ?? ''),
    pan: text(doc.pan),
    mobile: String(doc.mobile ?? ''),
    productName: String(doc.productName ?? ''),
    productKind: (doc.productKind ?? 'term') as TProductKind,
    sumAssured: num(doc.sumAssured),
    premium: num(doc.premium),
    frequency: (doc.frequency ?? 'yearly') as TPremiumFrequency,
    commencementDate: String(doc.commencementDate ?? ''),
    nextDueDate: text(doc.nextDueDate),
    status: (doc.status ?? 'in-force') as TPolicyStatus,
    funds: list(doc.funds).map((row) => ({
      fundCode: String(row.fundCode),
      fundName: String(row.fundName),
      units: num(row.units),
    })),
    bonuses: list(doc.bonuses).map((row) => ({
      financialYear: String(row.financialYear),
      kind: String(row.kind),
      amount: num(row.amount),
    })),
    premiumsPaid: list(doc.premiumsPaid).map((row) => ({
      financialYear: String(row.financialYear),
      amount: num(row.amount),
      paidOn: String(row.paidOn),
    })),
  }
}

export function mandateFromDoc(doc: TDoc): IMandate {
  const account = text(doc.accountNumber)
  return {
    policyNumber: String(doc.policyNumber),
    method: doc.method as TMandateMethod,
    umrn: text(doc.umrn),
    status: doc.status as TMandateStatus,
    accountHolderName: text(doc.accountHolderName),
    accountNumberMasked: account ? maskAccountNumber(account) : null,
    bankName: text(doc.bankName),
    branchName: text(doc.branchName),
    micr: text(doc.micr),
    ifsc: text(doc.ifsc),
    accountType: (text(doc.accountType) as TAccountType | null) ?? null,
    upiId: text(doc.upiId),
    amount: num(doc.amount),
    effectiveFrom: String(doc.effectiveFrom ?? ''),
    effectiveTo: text(doc.effectiveTo),
    debitDay: typeof doc.debitDay === 'number' ? doc.debitDay : null,
    providerReference: text(doc.providerReference),
  }
}

/** POLICY_SERVICE=local: the demo policies and mandates in the CMS database (admin → Services and requests). */
export class LocalPolicyService implements IPolicyService {
  readonly name = 'local'

  constructor(private readonly payload: () => Promise<Payload>) {}

  private async read<T>(what: string, work: (payload: Payload) => Promise<T>): Promise<T> {
    try {
      return await work(await this.payload())
    } catch (error) {
      logger.error(
        { policies: 'local', what, err: error instanceof Error ? error.message : String(error) },
        'Policy read failed',
      )
      throw new PolicyServiceUnavailable(`The policy tables could not be read (${what})`, 'database')
    }
  }

  async getPolicy(policyNumber: string): Promise<IPolicy | null> {
    const number = normalisePolicyNumber(policyNumber)
    return this.read('policy', async (payload) => {
      const found = await payload.find({
        collection: 'policies',
        where: { policyNumber: { equals: number } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const doc = found.docs[0]
      return doc ? policyFromDoc(doc as unknown as TDoc) : null
    })
  }

  async findPolicy(policyNumber: string, dateOfBirth: string): Promise<IPolicy | null> {
    const policy = await this.getPolicy(policyNumber)
    return policy && policy.dateOfBirth === dateOfBirth ? policy : null
  }

  async listMandates(policyNumber: string): Promise<IMandate[]> {
    const number = normalisePolicyNumber(policyNumber)
    return this.read('mandates', async (payload) => {
      const found = await payload.find({
        collection: 'nach-mandates',
        where: { policyNumber: { equals: number } },
        sort: '-createdAt',
        limit: 50,
        depth: 0,
        overrideAccess: true,
      })
      return found.docs.map((doc) => mandateFromDoc(doc as unknown as TDoc))
    })
  }
}
