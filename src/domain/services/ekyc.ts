import services from '../i18n/en/services.json' with { type: 'json' }

/** Aadhaar e-KYC consent revocation: the texts of the page and its answers. */
export const EKYC_TEXTS = services.ekyc

export const EKYC_REASON_MAX = 500

/**
 * The page's own words: drawn by the page (`/aadhaar-ekyc-consent-revoking`) and answered by its content GET
 * (`/api/v1/aadhaar-e-kyc/aadhaar-ekyc-consent-revoking`, spec 7), so both say the same.
 */
export const EKYC_PAGE = {
  path: '/aadhaar-ekyc-consent-revoking',
  name: 'Revoke Aadhaar e-KYC consent',
  title: 'Revoke Your Aadhaar e-KYC Consent',
  description:
    'Withdraw the consent you gave for Aadhaar e-KYC on your Sahyog Life policy, after verifying the policy with a one-time password.',
  heading: 'Revoke Aadhaar e-KYC consent',
  intro:
    'You may withdraw, at any time, the consent you gave us to verify your identity through Aadhaar e-KYC. Enter your policy number and date of birth; we send a one-time password to the mobile number registered on the policy.',
  help: {
    title: 'What changes',
    points: [
      'We stop using your Aadhaar e-KYC for this policy. Your cover and benefits do not change.',
      'We may ask for another proof of identity and address (passport, voter ID or driving licence).',
    ],
  },
} as const

export function checkEkycReason(value: string): string | null {
  return value.length > EKYC_REASON_MAX ? EKYC_TEXTS.reasonMax : null
}
