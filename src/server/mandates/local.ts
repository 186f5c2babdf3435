import { randomInt } from 'node:crypto'

import { signedCallbackParams } from './signature'
import type { IMandateProvider, IMandateRegistered, IMandateRegistration } from './types'

/** Where the local sandbox sends the visitor: the site's own callback. */
export const CALLBACK_PATH = '/api/v1/upi/enach-redirect'

/**
 * MANDATE_PROVIDER=local: a sandbox that needs no network. A UPI id is verified unless its provider part is
 * `nobank`; registering answers a redirect to the site's own callback, signed as a real provider would sign it,
 * which completes the mandate: authorised, unless the account number ends in 0000 or the UPI handle starts with
 * `decline` (the bank says no).
 */
export class LocalMandateProvider implements IMandateProvider {
  readonly name = 'local'

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async verifyUpiId(upiId: string): Promise<boolean> {
    return !/@nobank$/i.test(upiId.trim())
  }

  async register(request: IMandateRegistration): Promise<IMandateRegistered> {
    const declined =
      (request.enach?.accountNumber.endsWith('0000') ?? false) || /^decline/i.test(request.upiId ?? '')
    const umrn = declined
      ? ''
      : `SAHY7${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`
    const params = signedCallbackParams(this.secret, {
      ref: request.reference,
      status: declined ? 'failure' : 'success',
      umrn,
      ts: Math.floor(this.now() / 1000),
    })
    return { redirectUrl: `${CALLBACK_PATH}?${params}` }
  }

  async cancel(): Promise<void> {}
}
