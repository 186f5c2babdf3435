/** Aadhaar e-KYC consent revocation: the texts of the page and its answers. */
export const EKYC_TEXTS = {
  confirm:
    'I revoke the consent I gave Sahyog Life Insurance to authenticate my Aadhaar through e-KYC for this policy. I understand that my KYC will then rest on the other documents I have submitted, and that I may be asked for them.',
  confirmRequired: 'Please accept the terms before proceeding',
  doneTitle: 'Your request is received',
  doneText:
    'We will stop using your Aadhaar e-KYC for this policy and confirm by SMS within 7 working days. Your policy benefits are not affected.',
  reasonMax: 'The reason should not exceed 500 characters',
} as const

export const EKYC_REASON_MAX = 500

export function checkEkycReason(value: string): string | null {
  return value.length > EKYC_REASON_MAX ? EKYC_TEXTS.reasonMax : null
}
