import { lazy } from 'react'

export { readSessionToken, sendOtp } from './client'
export type { OtpModalProps, TOtpProof } from './OtpModal'

/**
 * The OTP popup, fetched only when a form is about to need it (after its sendOtp call): render it inside
 * `<Suspense fallback={null}>`. Call `preloadOtpModal()` when sending starts so it is ready when the code is.
 */
export const preloadOtpModal = () => import('./OtpModal')
export const LazyOtpModal = lazy(() => preloadOtpModal().then((module) => ({ default: module.OtpModal })))
