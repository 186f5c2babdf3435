import { checkMobile, checkPolicyNumber, collect, field, type TValidation } from './common'
import services from '../i18n/en/services.json' with { type: 'json' }

export const WHATSAPP_ACTIONS = ['opt_in', 'opt_out'] as const
export type TWhatsappAction = (typeof WHATSAPP_ACTIONS)[number]

/** What a request did: the answer the visitor sees follows from it. */
export const WHATSAPP_OUTCOMES = ['enabled', 'already_opted_in', 'disabled', 'not_opted_in'] as const
export type TWhatsappOutcome = (typeof WHATSAPP_OUTCOMES)[number]

/** The spec's texts (2.4 and 8), and ours for opting out. */
export const WHATSAPP_TEXTS = services.whatsapp satisfies Record<TWhatsappOutcome, string>

/** The consent the visitor gives by opting in, stored with each opt-in. */
export const WHATSAPP_CONSENT_TEXT = services.whatsappConsent.text

export interface IWhatsappRequest {
  mobile_number: string
  policy_number: string
  action: TWhatsappAction
}

export function validateWhatsappRequest(
  input: unknown,
): TValidation<IWhatsappRequest, keyof IWhatsappRequest> {
  const value = {
    mobile_number: field(input, 'mobile_number'),
    policy_number: field(input, 'policy_number').toUpperCase(),
    action: field(input, 'action') as TWhatsappAction,
  }
  return collect<IWhatsappRequest, keyof IWhatsappRequest>(
    {
      mobile_number: checkMobile(value.mobile_number),
      policy_number: checkPolicyNumber(value.policy_number, false),
      action: WHATSAPP_ACTIONS.includes(value.action) ? null : 'Choose to opt in or to opt out',
    },
    value,
  )
}

/** What an opt-in or opt-out does, given the number's latest recorded action (null when none). */
export function whatsappOutcome(action: TWhatsappAction, latest: TWhatsappAction | null): TWhatsappOutcome {
  if (action === 'opt_in') return latest === 'opt_in' ? 'already_opted_in' : 'enabled'
  return latest === 'opt_in' ? 'disabled' : 'not_opted_in'
}
