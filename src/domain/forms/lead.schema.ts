import { z } from 'zod'

import { type ILeadForm, LEAD_FIELDS, leadFormErrors } from './lead'
import { formMessage } from './messages'

/**
 * The lead form as a zod schema for the server (the browser uses the plain validators in ./lead and skips zod's
 * weight). Each issue carries the field as its path and the spec's text as its message.
 */
export const ZLeadForm = z
  .object({
    full_name: z.string().catch(''),
    full_email: z.string().catch(''),
    full_number: z.string().catch(''),
    prefferd_language: z.string().catch(''),
    is_submit_contact: z.boolean().catch(false),
  })
  .superRefine((values, ctx) => {
    const errors = leadFormErrors(values)
    for (const field of LEAD_FIELDS) {
      const key = errors[field]
      if (key) ctx.addIssue({ code: 'custom', path: [field], message: formMessage(key), params: { key } })
    }
  })
  .transform((values) => values as ILeadForm)
