import { DEFAULT_LEAD_LANGUAGE, type ILeadForm, isLeadLanguage } from '../forms/lead'
import type { ISendOtpData, TOtpPurpose } from '../otp/protocol'
import { type ILeadExtras, leadCampaign, NO_LEAD_EXTRAS } from './extras'
import { type IUtmPair, utmFields } from './utm'

/**
 * The lead payload of spec 3 with the defaults of spec 9, built from the contact form. The browser sends it with the
 * send-OTP call; the server builds it again from the submitted form fields and the utm pairs (never trusting the
 * browser's copy of the defaults).
 */

/** Spec 9 defaults. Process is a digital-process code whose value the spec withholds: ours is a setting's default. */
export const LEAD_DEFAULTS = {
  Source: 'WEB',
  SourcePage: 'QUICK_LINKS',
  Process: 'DIGITAL',
  Campaign: 'contactus',
  CampaignID: 'Website_contactus',
  CampaignType: 'ORGANIC',
  Tenure: 1,
  UserType: 'cust',
  ApplicationStatus: 'PREOFFERED',
  ApplicationLiveStatus: 'ACTIVE',
  /** The live status once the visitor proved the mobile number (a hot lead). */
  verifiedLiveStatus: 'ACTIVE-HOT',
  PaymentStatus: 'ND',
} as const satisfies { SourcePage: TOtpPurpose } & Record<string, unknown>

/** Spec 9: Channel is DIGITAL_WEB_ and the language upper-cased; English when the language is unknown. */
export const leadChannel = (language: string) =>
  `DIGITAL_WEB_${(isLeadLanguage(language) ? language : DEFAULT_LEAD_LANGUAGE).toUpperCase()}`

export interface IPersonName {
  FirstName: string
  MiddleName: string
  LastName: string
}

/** First word, last word, and everything between as the middle name; one word is a first name alone. */
export function splitName(fullName: string): IPersonName {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return { FirstName: '', MiddleName: '', LastName: '' }
  if (words.length === 1) return { FirstName: words[0]!, MiddleName: '', LastName: '' }
  return {
    FirstName: words[0]!,
    MiddleName: words.slice(1, -1).join(' '),
    LastName: words[words.length - 1]!,
  }
}

/** Spec 3: every field of the lead payload. */
export interface ILeadPayload extends IPersonName {
  EmailID: string
  phone_number: string
  CustomerName: string
  preferred_language: string
  IsAgreed: boolean
  Source: string
  SourcePage: TOtpPurpose
  Process: string
  Campaign: string
  CampaignID: string
  Channel: string
  CampaignType: string
  planName: string
  PlanID: string
  ProductType: string
  insureFor: string
  ApplicationCurrentlyON: string
  ApplicationID: string
  ApplicationStatus: string
  ApplicationLiveStatus: string
  ApplicationLiveStatusReason: string
  PaymentStatus: string
  last_otp_verified_status: boolean
  Tenure: number
  UserType: string
  Proposer_LARelation: string
  proposer_relation: string
  keyword: string
  Comments: string
  utm_campaign: string
  utm_content: string
  utm_medium: string
  utm_source: string
  utm_term: string
  utm_params: IUtmPair[]
}

export interface ILeadContext {
  /** The utm pairs of the landing address (kept in session storage by the browser). */
  utm?: readonly IUtmPair[]
  /** The digital-process code (setting); LEAD_DEFAULTS.Process otherwise. */
  process?: string
  /** What the form that opened the panel adds: Comments, planName, the form type (checked by ./extras). */
  extras?: ILeadExtras
}

/** Builds the spec 3 payload for a validated contact form, before OTP verification. */
export function buildLeadPayload(form: ILeadForm, context: ILeadContext = {}): ILeadPayload {
  const name = form.full_name.trim().replace(/\s+/g, ' ')
  const extras = context.extras ?? NO_LEAD_EXTRAS
  const campaign = leadCampaign(extras.formType)
  return {
    ...splitName(name),
    EmailID: form.full_email.trim(),
    phone_number: form.full_number,
    CustomerName: name,
    preferred_language: form.prefferd_language,
    IsAgreed: form.is_submit_contact,
    Source: LEAD_DEFAULTS.Source,
    SourcePage: LEAD_DEFAULTS.SourcePage,
    Process: context.process || LEAD_DEFAULTS.Process,
    Campaign: campaign.Campaign,
    CampaignID: campaign.CampaignID,
    Channel: leadChannel(form.prefferd_language),
    CampaignType: LEAD_DEFAULTS.CampaignType,
    planName: extras.planName,
    PlanID: '',
    ProductType: '',
    insureFor: '',
    ApplicationCurrentlyON: '',
    ApplicationID: '',
    ApplicationStatus: LEAD_DEFAULTS.ApplicationStatus,
    ApplicationLiveStatus: LEAD_DEFAULTS.ApplicationLiveStatus,
    ApplicationLiveStatusReason: '',
    PaymentStatus: LEAD_DEFAULTS.PaymentStatus,
    last_otp_verified_status: false,
    Tenure: LEAD_DEFAULTS.Tenure,
    UserType: LEAD_DEFAULTS.UserType,
    Proposer_LARelation: '',
    proposer_relation: '',
    keyword: '',
    Comments: extras.comments,
    ...utmFields(context.utm ?? []),
  }
}

/** The payload after the mobile number was verified with an OTP. */
export const verifiedLeadPayload = (payload: ILeadPayload): ILeadPayload => ({
  ...payload,
  last_otp_verified_status: true,
  ApplicationLiveStatus: LEAD_DEFAULTS.verifiedLiveStatus,
})

/**
 * The `data` of the lead form's sendOtp call (spec 3 and 7): the phone number, the site address, the form's own
 * fields and the lead payload. `url` is the page the form was sent from.
 */
export function leadSendOtpData(form: ILeadForm, url: string, context: ILeadContext = {}): ISendOtpData {
  return {
    ...buildLeadPayload(form, context),
    phone_number: form.full_number,
    url,
    full_name: form.full_name,
    full_email: form.full_email,
    prefferd_language: form.prefferd_language,
    is_submit_contact: form.is_submit_contact,
    form_type: (context.extras ?? NO_LEAD_EXTRAS).formType,
  }
}
