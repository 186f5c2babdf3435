import { isFormType, type TFormType } from '@/domain/forms/form-token'

import forms from '../i18n/en/forms.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * What a form that opens the contact panel may add to the lead (spec 3 `Comments`, `planName`): a calculator's name
 * and result, the plan a product page is about, the question the chat assistant could not answer. The browser sends
 * them with the send-OTP call; the server checks them with the same rules and refuses, never truncates, what is too
 * long.
 */

/** Longest `Comments` a lead keeps (a calculator's name and result fit with room to spare). */
export const LEAD_COMMENTS_MAX_LENGTH = 500

/** Longest `planName`. */
export const LEAD_PLAN_NAME_MAX_LENGTH = 100

/**
 * Which form the lead came from. `contactus` is the side tab's own form (spec 9's default campaign); the others are
 * forms that open the panel: `calculator` is the spec 3 form type of the calculators.
 */
export const LEAD_FORM_TYPES = ['contactus', 'calculator', 'product', 'chat'] as const
export type TLeadFormType = (typeof LEAD_FORM_TYPES)[number]

export const isLeadFormType = (value: unknown): value is TLeadFormType =>
  typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value)

/**
 * The spec 7 form type whose token a send-OTP call with this `form_type` must bring: a lead handed over by a form
 * that holds a token (a calculator's: `calculator`). Null for the others (`contactus`, `product`, `chat`).
 */
export function sendOtpFormType(formType: unknown): (TLeadFormType & TFormType) | null {
  return isLeadFormType(formType) && isFormType(formType) ? formType : null
}

/** Spec 9: Campaign `contactus` and CampaignID `Website_contactus` by default; other forms name their own. */
export const leadCampaign = (formType: TLeadFormType) => ({
  Campaign: formType,
  CampaignID: `Website_${formType}`,
})

export const LEAD_EXTRA_MESSAGES = {
  ...forms.leadExtras,
  commentsLength: format(forms.leadExtras.commentsLength, { max: LEAD_COMMENTS_MAX_LENGTH }),
  planNameLength: format(forms.leadExtras.planNameLength, { max: LEAD_PLAN_NAME_MAX_LENGTH }),
}

export interface ILeadExtras {
  comments: string
  planName: string
  formType: TLeadFormType
}

export const NO_LEAD_EXTRAS: ILeadExtras = { comments: '', planName: '', formType: 'contactus' }

// Control characters other than tab and line feed (a pasted carriage return becomes a line feed first).
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2066-\u2069]/g

/** Plain text: line ends unified, invisible and control characters dropped, blank runs squeezed, ends trimmed. */
export function plainText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export type TLeadExtrasCheck = { ok: true; value: ILeadExtras } | { ok: false; message: string }

/**
 * Checks untrusted extras (`Comments`, `planName`, `form_type` of a send-OTP body). Missing or empty ones take the
 * defaults; a wrong type, an unknown form type or a text over its limit is refused with a message.
 */
export function checkLeadExtras(input: {
  Comments?: unknown
  planName?: unknown
  form_type?: unknown
}): TLeadExtrasCheck {
  const text = (value: unknown) => (value === undefined || value === null ? '' : value)
  const comments = text(input.Comments)
  if (typeof comments !== 'string') return { ok: false, message: LEAD_EXTRA_MESSAGES.commentsType }
  const planName = text(input.planName)
  if (typeof planName !== 'string') return { ok: false, message: LEAD_EXTRA_MESSAGES.planNameType }
  const formType = input.form_type === undefined || input.form_type === '' ? 'contactus' : input.form_type
  if (!isLeadFormType(formType)) return { ok: false, message: LEAD_EXTRA_MESSAGES.formType }
  const cleanComments = plainText(comments)
  if (cleanComments.length > LEAD_COMMENTS_MAX_LENGTH)
    return { ok: false, message: LEAD_EXTRA_MESSAGES.commentsLength }
  const cleanPlan = plainText(planName).replace(/\n/g, ' ')
  if (cleanPlan.length > LEAD_PLAN_NAME_MAX_LENGTH)
    return { ok: false, message: LEAD_EXTRA_MESSAGES.planNameLength }
  return { ok: true, value: { comments: cleanComments, planName: cleanPlan, formType } }
}

/**
 * Fits a comment a page builds (a calculator's result) into the limit, cutting at a word with an ellipsis. For the
 * browser, before sending: the server refuses what is longer rather than cutting it.
 */
export function fitComments(value: string, max = LEAD_COMMENTS_MAX_LENGTH): string {
  const clean = plainText(value)
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
