/**
 * The proposal form that follows a saved quote (buy online): its steps, its questions and the rules of each step.
 * The browser checks a step with these functions as the visitor types, and the server checks it again with the same
 * functions before it stores anything, so a step is either saved whole or refused with a message beside each field.
 */
import { ageOn } from '../quotes/age'
import { dobFromTyped } from '../quotes/premium'
import { formatRupees } from '../format'
import { format } from '../i18n/format'
import services from '../i18n/en/services.json' with { type: 'json' }
import { validateEmail } from '../forms/lead'
import { formMessage } from '../forms/messages'
import { checkName, checkPan, collect, field, SERVICE_MESSAGES, type TValidation } from '../services/common'

export const PROPOSAL_TEXTS = services.proposal

/** The OTP purpose of the proposal: starting one from a saved quote, and resuming one on another device. */
export const PROPOSAL_PURPOSE = 'PROPOSAL_PAGE'

/** The steps in order; the review and declaration follow them. */
export const PROPOSAL_STEPS = ['personal', 'work', 'nominee', 'health'] as const
export type TProposalStep = (typeof PROPOSAL_STEPS)[number]
export const isProposalStep = (value: unknown): value is TProposalStep =>
  typeof value === 'string' && (PROPOSAL_STEPS as readonly string[]).includes(value)

export const PROPOSAL_STEP_NAMES: Record<TProposalStep, string> = {
  personal: 'Your details',
  work: 'Occupation and income',
  nominee: 'Nominee',
  health: 'Health and lifestyle',
}

/** A proposal's reference: the same alphabet and length as a quote's, kept apart by its address. */
export const PROPOSAL_REF_ALPHABET = 'abcdefghjklmnpqrstuvwxyz23456789'
export const isProposalRef = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-hj-np-z2-9]{12}$/.test(value)
export const proposalRefFrom = (bytes: Uint8Array) =>
  Array.from(bytes.slice(0, 12), (byte) => PROPOSAL_REF_ALPHABET[byte & 31]).join('')
export const proposalPath = (ref: string) => `/proposal/${ref}`

/** draft (steps being filled in) → submitted (declared) → paid (first premium received: an application number). */
export const PROPOSAL_STATUSES = ['draft', 'submitted', 'paid'] as const
export type TProposalStatus = (typeof PROPOSAL_STATUSES)[number]
export const PROPOSAL_STATUS_LABELS: Record<TProposalStatus, string> = {
  draft: 'Unfinished',
  submitted: 'Submitted, premium not paid',
  paid: 'Paid: application received',
}

// ---- step 1: the proposer -----------------------------------------------------------------------------------

export const PERSONAL_FIELDS = ['full_name', 'email', 'pan', 'address', 'pincode', 'city', 'state'] as const
export type TPersonalField = (typeof PERSONAL_FIELDS)[number]
export type TPersonal = Record<TPersonalField, string>

const PLACE = /^[A-Za-z][A-Za-z .'-]{1,39}$/

export function validatePersonal(input: unknown): TValidation<TPersonal, TPersonalField> {
  const value = Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, field(input, name)])) as TPersonal
  value.pan = value.pan.toUpperCase()
  const email = validateEmail(value.email)
  return collect<TPersonal, TPersonalField>(
    {
      full_name: checkName(value.full_name),
      email: email ? formMessage(email) : null,
      pan: value.pan ? checkPan(value.pan, true) : PROPOSAL_TEXTS.panRequired,
      address: !value.address
        ? PROPOSAL_TEXTS.addressRequired
        : value.address.length < 10 || value.address.length > 150
          ? PROPOSAL_TEXTS.addressLength
          : null,
      pincode: !value.pincode
        ? SERVICE_MESSAGES.pincodeRequired
        : /^[1-9]\d{5}$/.test(value.pincode)
          ? null
          : SERVICE_MESSAGES.pincodeInvalid,
      city: PLACE.test(value.city) ? null : PROPOSAL_TEXTS.placeRequired,
      state: PLACE.test(value.state) ? null : PROPOSAL_TEXTS.placeRequired,
    },
    value,
  )
}

// ---- step 2: occupation and income --------------------------------------------------------------------------

export const OCCUPATIONS = [
  ['salaried', 'Salaried'],
  ['self-employed', 'Self-employed professional'],
  ['business', 'Business owner'],
  ['homemaker', 'Homemaker'],
] as const
export type TOccupation = (typeof OCCUPATIONS)[number][0]

export const WORK_FIELDS = ['occupation', 'employer', 'annual_income'] as const
export type TWorkField = (typeof WORK_FIELDS)[number]
export type TWork = Record<TWorkField, string>

/** What the step needs of the quote: its sum assured and the plan's income multiple. */
export interface IProposalCover {
  sumAssured: number
  incomeMultiple: number
}

/** The smallest yearly income that supports `cover` (the plan's income multiple), whole rupees up. */
export const incomeNeeded = (cover: IProposalCover) => Math.ceil(cover.sumAssured / cover.incomeMultiple)

export function validateWork(input: unknown, cover: IProposalCover): TValidation<TWork, TWorkField> {
  const value = Object.fromEntries(WORK_FIELDS.map((name) => [name, field(input, name)])) as TWork
  const income = /^\d{1,12}$/.test(value.annual_income) ? Number(value.annual_income) : 0
  const needed = incomeNeeded(cover)
  const known = OCCUPATIONS.some(([key]) => key === value.occupation)
  return collect<TWork, TWorkField>(
    {
      occupation: known ? null : PROPOSAL_TEXTS.occupationRequired,
      employer:
        known && value.occupation !== 'homemaker' && (value.employer.length < 2 || value.employer.length > 80)
          ? PROPOSAL_TEXTS.employerRequired
          : null,
      annual_income:
        income <= 0
          ? PROPOSAL_TEXTS.incomeRequired
          : income < needed
            ? format(PROPOSAL_TEXTS.incomeCaps, {
                sumAssured: formatRupees(cover.sumAssured),
                income: formatRupees(needed),
              })
            : null,
    },
    value,
  )
}

// ---- step 3: the nominee ------------------------------------------------------------------------------------

export const RELATIONSHIPS = [
  ['spouse', 'Spouse'],
  ['son', 'Son'],
  ['daughter', 'Daughter'],
  ['father', 'Father'],
  ['mother', 'Mother'],
  ['brother', 'Brother'],
  ['sister', 'Sister'],
] as const
const isRelationship = (value: string) => RELATIONSHIPS.some(([key]) => key === value)

export const NOMINEE_FIELDS = [
  'nominee_name',
  'nominee_relationship',
  'nominee_dob',
  'appointee_name',
  'appointee_relationship',
  'appointee_dob',
] as const
export type TNomineeField = (typeof NOMINEE_FIELDS)[number]
export type TNominee = Record<TNomineeField, string>

/** The age at which a nominee can receive the claim in their own name, so needs no appointee. */
export const ADULT_AGE = 18

/** A nominee's age today from a DD/MM/YYYY date, or null for no such date (or one in the future). */
export function ageFromTyped(typed: string, today: string): number | null {
  const dob = dobFromTyped(typed)
  if (!dob || !/^\d{2}\/\d{2}\/\d{4}$/.test(typed)) return null
  const age = ageOn(dob, today)
  return age === null || age < 0 || age > 120 ? null : age
}

/** The nominee takes the whole benefit (100 %); a nominee under 18 needs an adult appointee. */
export function validateNominee(input: unknown, today: string): TValidation<TNominee, TNomineeField> {
  const value = Object.fromEntries(NOMINEE_FIELDS.map((name) => [name, field(input, name)])) as TNominee
  const age = ageFromTyped(value.nominee_dob, today)
  const minor = age !== null && age < ADULT_AGE
  if (!minor) {
    value.appointee_name = ''
    value.appointee_relationship = ''
    value.appointee_dob = ''
  }
  const appointeeAge = minor ? ageFromTyped(value.appointee_dob, today) : null
  return collect<TNominee, TNomineeField>(
    {
      nominee_name: checkName(value.nominee_name),
      nominee_relationship: isRelationship(value.nominee_relationship)
        ? null
        : PROPOSAL_TEXTS.relationshipRequired,
      nominee_dob: age === null ? PROPOSAL_TEXTS.nomineeDob : null,
      appointee_name: !minor
        ? null
        : value.appointee_name
          ? checkName(value.appointee_name)
          : PROPOSAL_TEXTS.appointeeRequired,
      appointee_relationship:
        !minor || value.appointee_relationship.length >= 2 ? null : PROPOSAL_TEXTS.appointeeRelationship,
      appointee_dob: !minor
        ? null
        : appointeeAge === null
          ? PROPOSAL_TEXTS.nomineeDob
          : appointeeAge < ADULT_AGE
            ? PROPOSAL_TEXTS.appointeeAdult
            : null,
    },
    value,
  )
}

// ---- step 4: health and lifestyle ---------------------------------------------------------------------------

/**
 * The questions of a plan's questionnaire (CMS content, kept with the plan's rate table), each answered yes or no,
 * with details for a yes. A yes to a question marked `review` sends the proposal to an underwriter's review; none
 * refuses it. A question's answer is stored as `answer_<key>`, its details as `details_<key>`.
 */
export interface IHealthQuestion {
  key: string
  /** In the language the visitor reads. */
  text: string
  review: boolean
}

/** A question as the plan keeps it and a proposal stores it: its text in each language (Hindi may be empty). */
export interface IPlanQuestion {
  key: string
  text: { en: string; hi: string }
  review: boolean
}

/** A question's key: lowercase letters and underscores, starting with a letter, up to 40. */
export const QUESTION_KEY = /^[a-z][a-z_]{0,39}$/
export const QUESTIONNAIRE_MAX = 20

/** What is wrong with a questionnaire's keys (the first problem), or null. */
export function questionKeyProblem(keys: readonly unknown[]): string | null {
  const seen = new Set<string>()
  for (const key of keys) {
    if (typeof key !== 'string' || !QUESTION_KEY.test(key))
      return `The key “${String(key ?? '')}” may have only lowercase letters and underscores, starting with a letter, e.g. heart_disease`
    if (seen.has(key)) return `The key “${key}” is used by two questions: each question needs its own key`
    seen.add(key)
  }
  return null
}

/** The questions in a language: the Hindi text where there is one, else the English. */
export const questionsIn = (questions: readonly IPlanQuestion[], language: 'en' | 'hi'): IHealthQuestion[] =>
  questions.map(({ key, text, review }) => ({
    key,
    review,
    text: language === 'hi' && text.hi ? text.hi : text.en,
  }))

/**
 * The questions a plan starts with (its seed): lifestyle, occupation and medical history, each sent to review on a
 * yes. The smoker question is among them because the quote's smoker rates may not be the ones that apply.
 */
export const STARTING_QUESTIONS: IPlanQuestion[] = [
  {
    key: 'tobacco',
    text: {
      en: 'In the last 12 months, have you smoked or used tobacco or nicotine in any form?',
      hi: 'क्या पिछले 12 महीनों में आपने धूम्रपान किया है, या किसी भी रूप में तंबाकू या निकोटीन का सेवन किया है?',
    },
    review: true,
  },
  {
    key: 'alcohol',
    text: {
      en: 'Do you drink more than 14 standard drinks of alcohol a week?',
      hi: 'क्या आप हफ़्ते में शराब के 14 से अधिक स्टैंडर्ड ड्रिंक लेते हैं?',
    },
    review: true,
  },
  {
    key: 'hazard',
    text: {
      en: 'Does your work or a hobby involve flying other than as a fare-paying passenger, diving, mountaineering, motor racing, mining, explosives or the armed forces?',
      hi: 'क्या आपके काम या शौक में किराया देने वाले यात्री के अलावा उड़ान, गोताखोरी, पर्वतारोहण, मोटर रेसिंग, खनन, विस्फोटक या सशस्त्र बल शामिल हैं?',
    },
    review: true,
  },
  {
    key: 'conditions',
    text: {
      en: 'Have you ever been diagnosed with or treated for diabetes, high blood pressure, a heart condition, stroke, cancer or a tumour, or a kidney, liver or lung disease?',
      hi: 'क्या आपको कभी डायबिटीज़, हाई ब्लड प्रेशर, हृदय रोग, स्ट्रोक, कैंसर या ट्यूमर, या किडनी, लिवर या फेफड़ों की बीमारी का पता चला है या इनका इलाज हुआ है?',
    },
    review: true,
  },
  {
    key: 'hospitalised',
    text: {
      en: 'In the last five years, have you been admitted to a hospital, had an operation, or been advised to have one?',
      hi: 'क्या पिछले पाँच वर्षों में आप अस्पताल में भर्ती हुए हैं, आपका ऑपरेशन हुआ है, या आपको ऑपरेशन की सलाह दी गई है?',
    },
    review: true,
  },
  {
    key: 'declined',
    text: {
      en: 'Has any insurer ever declined, postponed or charged extra for a proposal for life or health cover on your life?',
      hi: 'क्या किसी बीमा कंपनी ने कभी आपके जीवन पर जीवन या स्वास्थ्य बीमा का प्रस्ताव अस्वीकार किया है, टाला है, या उस पर अतिरिक्त प्रीमियम लिया है?',
    },
    review: true,
  },
]

/** The fields of the health step for these questions: height, weight, then each question's answer and details. */
export const healthFields = (questions: readonly Pick<IHealthQuestion, 'key'>[]): string[] => [
  'height_cm',
  'weight_kg',
  ...questions.flatMap((q) => [`answer_${q.key}`, `details_${q.key}`]),
]
export type THealth = Record<string, string>

export const HEALTH_DETAILS_MAX = 500

/** The health step checked against the plan's questions: exactly those are asked, each needs a yes or a no. */
export function validateHealth(
  input: unknown,
  questions: readonly Pick<IHealthQuestion, 'key'>[],
): TValidation<THealth, string> {
  const value: THealth = Object.fromEntries(healthFields(questions).map((name) => [name, field(input, name)]))
  const at = (name: string) => value[name] ?? ''
  const height = at('height_cm')
  const weight = at('weight_kg')
  const checks: Record<string, string | null> = {
    height_cm:
      /^\d{2,3}$/.test(height) && +height >= 100 && +height <= 250 ? null : PROPOSAL_TEXTS.heightInvalid,
    weight_kg:
      /^\d{2,3}$/.test(weight) && +weight >= 20 && +weight <= 250 ? null : PROPOSAL_TEXTS.weightInvalid,
  }
  for (const { key } of questions) {
    const answer = at(`answer_${key}`)
    if (answer !== 'yes') value[`details_${key}`] = ''
    const details = at(`details_${key}`)
    checks[`answer_${key}`] = answer === 'yes' || answer === 'no' ? null : services.dgh.answerRequired
    checks[`details_${key}`] =
      answer === 'yes' && !details
        ? services.dgh.detailsRequired
        : details.length > HEALTH_DETAILS_MAX
          ? format(services.dgh.detailsMax, { max: HEALTH_DETAILS_MAX })
          : null
  }
  return collect<THealth, string>(checks, value)
}

/** Whether the answers send the proposal to an underwriter's review: a yes to a question marked review. */
export const needsReview = (
  health: Partial<THealth>,
  questions: readonly Pick<IHealthQuestion, 'key' | 'review'>[],
) => questions.some((q) => q.review && health[`answer_${q.key}`] === 'yes')

// ---- all steps ----------------------------------------------------------------------------------------------

export interface IProposalAnswers {
  personal?: TPersonal
  work?: TWork
  nominee?: TNominee
  health?: THealth
}

/** A step's check, with what it needs of the quote and the day. */
export function validateStep(
  step: TProposalStep,
  input: unknown,
  context: { cover: IProposalCover; today: string; questions: readonly Pick<IHealthQuestion, 'key'>[] },
): TValidation<Record<string, string>, string> {
  switch (step) {
    case 'personal':
      return validatePersonal(input)
    case 'work':
      return validateWork(input, context.cover)
    case 'nominee':
      return validateNominee(input, context.today)
    case 'health':
      return validateHealth(input, context.questions)
  }
}

/** The first step not yet saved, or null when every step is. */
export const nextStep = (answers: IProposalAnswers): TProposalStep | null =>
  PROPOSAL_STEPS.find((step) => !answers[step]) ?? null

/** The mobile number as shown to someone proving it is theirs: the last four digits. */
export const maskedMobile = (phone: string) => `******${phone.slice(-4)}`
