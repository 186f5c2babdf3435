'use client'

import { type ReactNode, useState } from 'react'

import type { TPolicyOtpPurpose } from '@/domain/otp/protocol'
import type { IPolicySummary } from '@/domain/policy'

import { PolicyLookup, type PolicyLookupProps } from './PolicyLookup'

/**
 * A service page's policy step: `form` is the lookup (policy number, date of birth, OTP popup); once the code is
 * verified `summary` holds the policy and the server holds a 15-minute access credential for this purpose, which
 * the page's own calls use (`requirePolicyAccess` on the server). `reset()` starts over.
 */
export function usePolicyVerification(
  options: { purpose: TPolicyOtpPurpose; resendSeconds?: number } & Partial<
    Pick<PolicyLookupProps, 'idPrefix' | 'submitLabel'>
  >,
): { summary: IPolicySummary | null; form: ReactNode; reset: () => void } {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  return {
    summary,
    reset: () => setSummary(null),
    form: <PolicyLookup {...options} onVerified={setSummary} />,
  }
}
