import otp from '../i18n/en/otp.json' with { type: 'json' }

const views = otp.resultViews

/**
 * The popup's final views (spec 2.4): what each form shows after the code is verified (or its request fails).
 * A form names its view; the popup renders the texts, the tick or cross, and the 'Done' button. The texts are
 * written in `i18n/en/otp.json`; a view without a text there has none.
 */
export const OTP_RESULT_VIEWS = {
  /** The contact lead form. */
  thankYou: { ok: true, ...views.thankYou },
  whatsappEnabled: { ok: true, title: views.whatsappEnabled.title, text: null },
  nachDeactivated: { ok: true, ...views.nachDeactivated },
  nachDeactivationFailed: { ok: false, ...views.nachDeactivationFailed },
  /** The policy lookup: a right code, but the details match no policy registered to that number. */
  policyMismatch: { ok: false, ...views.policyMismatch },
  whatsappAlreadyOptedIn: { ok: true, ...views.whatsappAlreadyOptedIn },
  whatsappDisabled: { ok: true, ...views.whatsappDisabled },
  whatsappNotOptedIn: { ok: true, ...views.whatsappNotOptedIn },
  successful: { ok: true, ...views.successful },
  success: { ok: true, title: views.success.title, text: null },
  failure: { ok: false, title: views.failure.title, text: null },
} as const satisfies Record<string, { ok: boolean; title: string; text: string | null }>

export type TOtpResultView = keyof typeof OTP_RESULT_VIEWS
