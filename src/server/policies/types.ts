import type { IMandate, IPolicy } from '@/domain/policy'

/**
 * The policy system behind the service pages. `local` reads the demo tables in the CMS database; `http` asks the
 * core policy system. Either throws `PolicyServiceUnavailable` when it cannot answer (the routes answer 503 with
 * 'We are unable to fetch the details'); "no such policy" is null, never an error.
 */
export interface IPolicyService {
  readonly name: 'local' | 'http'
  /** The policy with this number whose holder has this date of birth (`YYYY-MM-DD`), or null. */
  findPolicy(policyNumber: string, dateOfBirth: string): Promise<IPolicy | null>
  /** The policy with this number, or null (for a visitor already verified for it). */
  getPolicy(policyNumber: string): Promise<IPolicy | null>
  /** The policy's NACH and UPI autopay mandates, newest first. */
  listMandates(policyNumber: string): Promise<IMandate[]>
}

export class PolicyServiceUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'status' | 'invalid' | 'database',
  ) {
    super(message)
    this.name = 'PolicyServiceUnavailable'
  }
}
