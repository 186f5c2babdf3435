/** The OTP popup's public face for forms: the hook, or the lazy popup and the send call on their own. */
export { readSessionToken, sendOtp } from './client'
export { formTokenHeaders } from './form-token'
export { LazyOtpModal, preloadOtpModal } from './lazy'
export type { OtpModalProps, TOtpProof } from './OtpModal'
export { type TOtpVerificationOptions, useOtpVerification } from './useOtpVerification'
