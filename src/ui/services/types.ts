/** What the server page passes to a service form (as Shell.tsx does for the contact tab). */
export type TServiceFormProps = {
  /** `servicesPath(SERVICES_PROVIDER)`. */
  servicesPath: string
  /** APP_ENV devs or sit: the OTP popup verifies without a server call (spec 4). */
  skipVerification: boolean
  resendSeconds: number
}
