import type { Payload } from 'payload'

import { LEAD_FIELDS, validateLeadForm } from '@/domain/forms/lead'
import { formMessage } from '@/domain/forms/messages'
import { checkLeadExtras } from '@/domain/leads/extras'
import { buildLeadPayload, verifiedLeadPayload, type ILeadPayload } from '@/domain/leads/record'
import { sanitizeUtm } from '@/domain/leads/utm'
import { type IOtpPurposeHandler, OtpInputError } from '@/domain/otp/purpose-handler'

import { markLeadVerified, recordLead } from './store'

export interface ILeadHandlerDeps {
  payload: () => Promise<Payload>
  /** Keys the visitor's IP hash. */
  secret: () => string
  /** The lead payload's Process code (LEAD_PROCESS_CODE). */
  processCode: () => string
  /** Starts a CRM delivery at once, without waiting for the worker's timer. */
  afterVerified?: (payload: Payload) => void
}

/**
 * The contact lead form's part of the OTP flow (purpose QUICK_LINKS). On send: the form fields are checked with the
 * form's own rules (the visitor sees the same message as in the browser, as a 400), the spec 3 payload is built
 * again on the server (the browser's copy of the defaults is not trusted), and the lead is stored before any SMS
 * goes out, so a failed SMS loses nothing. On verification: the lead is marked verified and queued for the CRM,
 * once, however often the session is verified or resent.
 */
export function createLeadOtpHandler(deps: ILeadHandlerDeps): IOtpPurposeHandler {
  return {
    async onSend(ctx) {
      const data = ctx.data as Record<string, unknown>
      const checked = validateLeadForm({ ...data, full_number: ctx.phone })
      if (!checked.ok) {
        const field = LEAD_FIELDS.find((name) => checked.errors[name])!
        throw new OtpInputError(formMessage(checked.errors[field]!))
      }
      const extras = checkLeadExtras(data)
      if (!extras.ok) throw new OtpInputError(extras.message)
      const form = checked.value
      const leadPayload: ILeadPayload = {
        ...buildLeadPayload(form, {
          utm: sanitizeUtm(data.utm_params),
          process: deps.processCode(),
          extras: extras.value,
        }),
        SourcePage: ctx.purpose,
      }
      const payload = await deps.payload()
      await recordLead(
        payload,
        {
          sessionId: ctx.sessionId,
          phone: ctx.phone,
          purpose: ctx.purpose,
          fullName: leadPayload.CustomerName,
          email: leadPayload.EmailID,
          preferredLanguage: form.prefferd_language,
          consentGiven: form.is_submit_contact,
          payload: leadPayload as unknown as Record<string, unknown>,
          pageUrl: typeof data.url === 'string' ? data.url : null,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          referer: ctx.referer,
        },
        deps.secret(),
      )
    },

    async onVerified(ctx) {
      const payload = await deps.payload()
      const queued = await markLeadVerified(
        payload,
        ctx.sessionId,
        (stored) =>
          verifiedLeadPayload(stored as unknown as ILeadPayload) as unknown as Record<string, unknown>,
      )
      if (queued) deps.afterVerified?.(payload)
    },
  }
}
