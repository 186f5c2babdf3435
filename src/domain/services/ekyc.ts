import services from '../i18n/en/services.json' with { type: 'json' }

/** Aadhaar e-KYC consent revocation: the texts of the page and its answers. */
export const EKYC_TEXTS = services.ekyc

export const EKYC_REASON_MAX = 500

/**
 * The page's own words in English (`services.ekycPage`, which the page shows in its language): drawn by the page
 * (`/aadhaar-ekyc-consent-revoking`) and answered by its content GET
 * (`/api/v1/aadhaar-e-kyc/aadhaar-ekyc-consent-revoking`, spec 7), so both say the same.
 */
export const EKYC_PAGE = {
  path: '/aadhaar-ekyc-consent-revoking',
  name: services.ekycPage.name,
  title: services.ekycPage.title,
  description: services.ekycPage.description,
  heading: services.ekycPage.name,
  intro: services.ekycPage.intro,
  help: {
    title: services.ekycPage.helpTitle,
    points: [services.ekycPage.stop, services.ekycPage.proof],
  },
} as const

export function checkEkycReason(value: string): string | null {
  return value.length > EKYC_REASON_MAX ? EKYC_TEXTS.reasonMax : null
}
