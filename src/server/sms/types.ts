/** One SMS to an Indian mobile: `to` is the 10-digit number (adapters add the country code). */
export interface ISmsMessage {
  to: string
  text: string
  /** Template variables for gateways that fill a registered (DLT) template themselves. */
  variables: { otp: string; host: string; minutes: string }
  /**
   * The DLT id of the message's registered template, when it is not the gateway's configured one
   * (SMS_DLT_TEMPLATE_ID): the Hindi OTP template, the application received template.
   */
  dltTemplateId?: string
}

/** True when the text needs a Unicode SMS (anything beyond ASCII, such as Devanagari). */
export const needsUnicode = (text: string) => /[^\x00-\x7f]/.test(text)

export interface ISmsReceipt {
  /** The gateway's id of the accepted message, when it gives one. */
  providerId?: string
}

/**
 * Why a send failed. `refused` (4xx, bad credentials or template) and `unavailable` (5xx, connection refused)
 * mean nothing was sent; `timeout` means the gateway may still deliver it, so the caller must not send again.
 */
export type TSmsFailure = 'refused' | 'unavailable' | 'timeout'

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: TSmsFailure,
  ) {
    super(message)
    this.name = 'SmsDeliveryError'
  }
}

/** An SMS gateway. One attempt per call: adapters never retry on their own (a retry could send twice). */
export interface ISmsSender {
  readonly name: string
  send(message: ISmsMessage): Promise<ISmsReceipt>
}
