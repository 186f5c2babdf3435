/**
 * The popup's final views (spec 2.4): what each form shows after the code is verified (or its request fails).
 * A form names its view; the popup renders the texts, the tick or cross, and the 'Done' button.
 */
export const OTP_RESULT_VIEWS = {
  /** The contact lead form. */
  thankYou: { ok: true, title: 'Thank you', text: 'Our customer representative will contact you soon.' },
  whatsappEnabled: { ok: true, title: 'Whatsapp Notification Enabled!', text: null },
  nachDeactivated: {
    ok: true,
    title: 'NACH De-Activation Successful',
    text: 'NACH Mandate De-Activation request accepted successfully.',
  },
  nachDeactivationFailed: { ok: false, title: 'Failure', text: 'Enter valid policy details' },
  /** The policy lookup: a right code, but the details match no policy registered to that number. */
  policyMismatch: { ok: false, title: 'Failure', text: 'Enter valid policy details' },
  whatsappAlreadyOptedIn: {
    ok: true,
    title: 'Success',
    text: 'Your whatsapp number is already opted in. Thank you',
  },
  whatsappDisabled: {
    ok: true,
    title: 'Whatsapp Notification Disabled',
    text: 'You will no longer receive policy updates on WhatsApp.',
  },
  whatsappNotOptedIn: {
    ok: true,
    title: 'Success',
    text: 'This number is not registered for WhatsApp notifications.',
  },
  successful: { ok: true, title: 'Successful!', text: 'Our Representative Will Contact You Soon' },
  success: { ok: true, title: 'Success', text: null },
  failure: { ok: false, title: 'Failure', text: null },
} as const satisfies Record<string, { ok: boolean; title: string; text: string | null }>

export type TOtpResultView = keyof typeof OTP_RESULT_VIEWS
