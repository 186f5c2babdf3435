import { lazy } from 'react'

/**
 * The OTP popup, fetched only when a form is about to need it (after its sendOtp call): render it inside
 * `<Suspense fallback={null}>`. `preloadOtpModal()` when sending starts makes it ready when the code is.
 */
export const preloadOtpModal = () => import('./OtpModal')
export const LazyOtpModal = lazy(() => preloadOtpModal().then((module) => ({ default: module.OtpModal })))
