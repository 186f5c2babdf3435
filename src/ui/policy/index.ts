/** The policy step of the policyholder service pages: the lookup form with its OTP popup, and the hook. */
export { fetchPolicySummary, lookupPolicy, POLICY_VERIFY_PATH } from './client'
export { PolicyLookup, type PolicyLookupProps } from './PolicyLookup'
export { PolicySummaryCard } from './PolicySummaryCard'
export { usePolicyVerification } from './usePolicyVerification'
