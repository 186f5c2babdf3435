import type { ISendOtpData, TOtpPurpose } from './protocol'

/**
 * How a form hooks into the OTP flow: the services endpoint calls the handler of the code's purpose
 * (`data.SourcePage`) when a code is sent and once when it is verified. The handlers are registered in one place,
 * src/server/otp/purpose-handlers.ts; a handler's module depends on this contract only, never on the OTP service.
 */
export interface IOtpSendContext {
  purpose: TOtpPurpose
  phone: string
  sessionId: string
  data: ISendOtpData
  ip: string
  userAgent: string | null
  referer: string | null
}

export interface IOtpVerifiedContext {
  purpose: TOtpPurpose
  phone: string
  sessionId: string
}

export interface IOtpPurposeHandler {
  /** Runs after the request is validated and before any SMS is sent; may throw OtpInputError (→ 400). */
  onSend?(ctx: IOtpSendContext): Promise<void>
  /** Runs once after a successful verification (never for a failed or repeated one). */
  onVerified?(ctx: IOtpVerifiedContext): Promise<void>
}

/** A message shown to the visitor, answered as 400. */
export class OtpInputError extends Error {}
