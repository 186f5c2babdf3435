'use client'

import { type ReactNode, useState } from 'react'

import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import type { TPolicyOtpPurpose } from '@/domain/otp/protocol'
import type { IPolicySummary } from '@/domain/policy'

import { T } from '../i18n/Texts'
import { PolicyLookup, type PolicyLookupProps } from './PolicyLookup'

/**
 * A service page's policy step: `form` is the lookup under its heading (policy number, date of birth, mobile, OTP popup,
 * ids prefixed by `idPrefix`); once the code is
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
    form: (
      <section aria-labelledby={`${options.idPrefix ?? 'policy'}-lookup-heading`} className="grid gap-4">
        <h2
          id={`${options.idPrefix ?? 'policy'}-lookup-heading`}
          className="text-lg font-semibold text-brand-900"
        >
          <T>{fields.policyLookup.verifyHeading}</T>
        </h2>
        <p className="text-muted">
          <T>{fields.policyLookup.verifyIntro}</T>
        </p>
        <PolicyLookup {...options} onVerified={setSummary} />
      </section>
    ),
  }
}
