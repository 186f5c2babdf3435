import type { IEnachMandate } from '@/domain/mandates'

/** What is sent to the mandate provider to register a mandate (after the request is stored). */
export interface IMandateRegistration {
  /** Our reference (stored first, unique): the provider's callback names it. */
  reference: string
  policyNumber: string
  holderName: string
  amount: number
  method: 'enach' | 'upi'
  enach?: IEnachMandate
  upiId?: string
  debitDay: number
  effectiveFrom: string
  effectiveTo: string | null
}

export interface IMandateRegistered {
  /** Where the visitor authorises the mandate (bank login, UPI app); it comes back to /api/v1/upi/enach-redirect. */
  redirectUrl: string
}

/**
 * The NACH / UPI autopay mandate provider (a sponsor bank or payment aggregator). `local` is a sandbox that needs no
 * network and completes through the site's own signed callback; `http` speaks the provider's JSON API.
 * Failures throw `MandateProviderUnavailable`.
 */
export interface IMandateProvider {
  readonly name: 'local' | 'http'
  /** Whether the UPI id exists and can take an autopay mandate. */
  verifyUpiId(upiId: string): Promise<boolean>
  register(request: IMandateRegistration): Promise<IMandateRegistered>
  /** Asks the provider to stop a mandate (best effort: the stored request is what the desk acts on). */
  cancel(input: { umrn: string; reference: string }): Promise<void>
}

export class MandateProviderUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'invalid',
  ) {
    super(message)
    this.name = 'MandateProviderUnavailable'
  }
}
