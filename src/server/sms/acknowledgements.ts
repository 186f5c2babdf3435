import { formatDate } from '@/domain/format/date'
import { format } from '@/domain/i18n/format'
import english from '@/domain/i18n/en/services.json' with { type: 'json' }
import hindi from '@/domain/i18n/hi/services.json' with { type: 'json' }

import type { TEnv } from '../env'
import type { ISmsMessage } from './types'
import type { TSmsLanguage } from './text'

/**
 * The SMS that acknowledge a submission, each registered on the DLT platform as its own template: operators drop a
 * message sent under another template's id. Each has an English template id (required with a real gateway) and may
 * have a Hindi one; a visitor who chose Hindi gets the Hindi text under the Hindi id, or, while no Hindi id is set,
 * the English text under the English id (never Hindi words under an English template).
 */
export type TAcknowledgement = 'careers' | 'grievance' | 'dgh'

/** The environment variables of each acknowledgement's DLT template ids, English and Hindi. */
export const ACKNOWLEDGEMENT_TEMPLATE_VARIABLES = {
  careers: { en: 'SMS_DLT_TEMPLATE_ID_CAREERS', hi: 'SMS_DLT_TEMPLATE_ID_CAREERS_HI' },
  grievance: { en: 'SMS_DLT_TEMPLATE_ID_GRIEVANCE', hi: 'SMS_DLT_TEMPLATE_ID_GRIEVANCE_HI' },
  dgh: { en: 'SMS_DLT_TEMPLATE_ID_DGH', hi: 'SMS_DLT_TEMPLATE_ID_DGH_HI' },
} as const satisfies Record<TAcknowledgement, { en: keyof TEnv; hi: keyof TEnv }>

/** What each acknowledgement says, with its variables. */
export type TAcknowledgementFacts = {
  careers: { reference: string; job: string }
  grievance: { reference: string; dueBy: string }
  dgh: { reference: string }
}

/** The text of an acknowledgement in a language (a date in Hindi month names in Hindi). */
export function acknowledgementText<K extends TAcknowledgement>(
  kind: K,
  language: TSmsLanguage,
  facts: TAcknowledgementFacts[K],
): string {
  const texts = language === 'hi' ? hindi : english
  if (kind === 'careers') {
    const { reference, job } = facts as TAcknowledgementFacts['careers']
    return format(texts.careers.acknowledgement, { reference, job: job.slice(0, 60) })
  }
  if (kind === 'grievance') {
    const { reference, dueBy } = facts as TAcknowledgementFacts['grievance']
    const day = formatDate(dueBy.slice(0, 10), language) ?? dueBy
    return format(texts.grievance.acknowledgement, { reference, dueBy: day })
  }
  return format(texts.dgh.acknowledgement, { reference: facts.reference })
}

/**
 * The acknowledgement SMS to send: the text in the visitor's language and the DLT template id it is registered
 * under. Hindi only when its Hindi id is set; else English under the English id.
 */
export function acknowledgementSms<K extends TAcknowledgement>(input: {
  kind: K
  to: string
  language: TSmsLanguage
  facts: TAcknowledgementFacts[K]
  env: Partial<Pick<TEnv, (typeof ACKNOWLEDGEMENT_TEMPLATE_VARIABLES)[TAcknowledgement]['en' | 'hi']>>
}): { message: ISmsMessage; language: TSmsLanguage } {
  const names = ACKNOWLEDGEMENT_TEMPLATE_VARIABLES[input.kind]
  const hindiId = input.env[names.hi]?.trim()
  const language: TSmsLanguage = input.language === 'hi' && hindiId ? 'hi' : 'en'
  const dltTemplateId = (language === 'hi' ? hindiId : input.env[names.en]?.trim()) || undefined
  const message: ISmsMessage = {
    to: input.to,
    text: acknowledgementText(input.kind, language, input.facts),
    variables: { otp: '', host: '', minutes: '' },
    ...(dltTemplateId ? { dltTemplateId } : {}),
  }
  return { message, language }
}
