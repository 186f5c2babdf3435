/**
 * The lead statuses (spec 9), its OTP and CRM delivery statuses, and the version of the consent notice.
 *
 * The consent a visitor gives with the contact lead form (spec 3, `is_submit_contact`). The notice they agreed to is
 * versioned: when the wording of the consent or the privacy notice changes, raise the version, so every stored
 * lead says which text its visitor saw.
 */
export const LEAD_CONSENT_NOTICE_VERSION = '2026-11-v1'

/** Spec 9: the lead statuses, in the order a lead moves through them. */
export const LEAD_STATUSES = ['PREOFFERED', 'ACTIVE', 'ACTIVE-HOT'] as const
export type TLeadStatus = (typeof LEAD_STATUSES)[number]

/** Whether the visitor proved the number with the OTP. */
export const LEAD_OTP_STATUSES = ['not_verified', 'verified'] as const
export type TLeadOtpStatus = (typeof LEAD_OTP_STATUSES)[number]

/**
 * Where the lead is on its way to the CRM: `held` until the number is verified (unverified leads are kept, never
 * forwarded), then `pending` until delivered, or `failed` once the retries are used up or the CRM refused it.
 */
export const CRM_DELIVERY_STATUSES = ['held', 'pending', 'delivered', 'failed'] as const
export type TCrmDeliveryStatus = (typeof CRM_DELIVERY_STATUSES)[number]
