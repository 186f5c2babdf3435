/** The OTP popup's public face for forms: the hook, or the lazy popup and the send call on their own. */
export { readSessionToken, sendOtp } from './client'
export { formTokenHeaders } from '../forms/client'
export { LazyOtpModal, preloadOtpModal } from './lazy'
export type { OtpModalProps, TOtpProof } from './OtpModal'
export { type TOtpVerificationOptions, useOtpVerification } from './useOtpVerification'
export { type TVerifiedFormOptions, useVerifiedForm } from './useVerifiedForm'
