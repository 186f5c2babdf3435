import 'server-only'

import type { TFormType } from '@/domain/forms/form-token'
import { validateAdvisorRequest } from '@/domain/services/advisor'
import { firstError } from '@/domain/services/common'
import { checkEkycReason } from '@/domain/services/ekyc'
import { GRIEVANCE_TEXTS, validateGrievance, validateGrievanceLookup } from '@/domain/services/grievance'
import { UNCLAIMED_TEXTS, validateUnclaimedQuery } from '@/domain/services/unclaimed'
import { validateWhatsappRequest, WHATSAPP_TEXTS } from '@/domain/services/whatsapp'
import { checkUpload, displayFileName, GRIEVANCE_KINDS, GRIEVANCE_MAX_BYTES } from '@/domain/uploads'

import { payloadClient } from '../content/payload'
import { requirePolicyAccess } from '../policies'
import { unsupportedVersion } from '../http'
import { logger } from '../log'
import { requestSmsLanguage } from '../sms'
import { fileField, readMultipart, textField } from '../uploads'
import { recordAdvisorRequest } from './advisor'
import { recordEkycRevocation } from './ekyc'
import { grievanceStatus, registerGrievance } from './grievances'
import {
  formTokenOk,
  limitLookups,
  origin,
  readJson,
  reply,
  SERVICE_ANSWERS,
  smsSender,
  verifiedBy,
} from './route-kit'
import { searchUnclaimed } from './unclaimed'
import { recordWhatsappChoice } from './whatsapp'

/** The form types of spec 7's form tokens (createToken `formType`; decision 65). */
export const SERVICE_FORMS = {
  meetAdvisor: 'meetAdvisor',
  registerWhatsapp: 'registerWhatsapp',
  grievance: 'grievance',
  unclaimedAmounts: 'unclaimedAmounts',
  ekycRevoke: 'ekycRevoke',
} as const satisfies Record<string, TFormType>

type THandler = (request: Request) => Promise<Response>

/** The shared frame: api-version, and a logged 500 with the spec's text for the unexpected. */
const guarded =
  (name: string, handler: THandler): THandler =>
  async (request) => {
    const refused = unsupportedVersion(request)
    if (refused) return refused
    try {
      return await handler(request)
    } catch (error) {
      logger.error(
        { route: name, err: error instanceof Error ? error.message : String(error) },
        'service form failed',
      )
      return reply(500, SERVICE_ANSWERS.failed)
    }
  }

const field = (body: unknown, key: string) =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined

/** POST /api/v1/meet-advisor: a verified meet_advisor request → 'Successful!'. */
export const postMeetAdvisor = guarded('meet-advisor', async (request) => {
  const read = await readJson(request)
  if (!read.ok) return read.answer
  if (!(await formTokenOk(request, SERVICE_FORMS.meetAdvisor))) return reply(403, SERVICE_ANSWERS.formExpired)
  const checked = validateAdvisorRequest(read.body)
  if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
  if (!(await verifiedBy(field(read.body, 'auth_token'), checked.value.mobile_number, 'MEET_ADVISOR')))
    return reply(401, SERVICE_ANSWERS.notVerified)
  await recordAdvisorRequest(await payloadClient(), checked.value, origin(request, field(read.body, 'url')))
  return reply(200, 'Our Representative Will Contact You Soon')
})

/** POST /api/v1/register-for-whatsapp: a verified opt-in or opt-out. */
export const postWhatsapp = guarded('register-for-whatsapp', async (request) => {
  const read = await readJson(request)
  if (!read.ok) return read.answer
  if (!(await formTokenOk(request, SERVICE_FORMS.registerWhatsapp)))
    return reply(403, SERVICE_ANSWERS.formExpired)
  const checked = validateWhatsappRequest(read.body)
  if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
  if (
    !(await verifiedBy(field(read.body, 'auth_token'), checked.value.mobile_number, 'REGISTER_WHATSAPP_PAGE'))
  )
    return reply(401, SERVICE_ANSWERS.notVerified)
  const outcome = await recordWhatsappChoice(
    await payloadClient(),
    checked.value,
    origin(request, field(read.body, 'url')),
  )
  return reply(200, WHATSAPP_TEXTS[outcome], { outcome })
})

/**
 * POST /api/v1/register-grievance (multipart): category, policy_number, description, mobile_number, auth_token,
 * url and an optional `attachment` (jpg, png, pdf or xls, checked by content, at most 5 MB).
 */
export const postGrievance = guarded('register-grievance', async (request) => {
  const read = await readMultipart(request, {
    maxFileBytes: GRIEVANCE_MAX_BYTES,
    tooLargeMessage: 'The file is larger than 5 MB. Please upload a smaller file.',
  })
  if (!read.ok) return reply(read.status, read.message)
  if (!(await formTokenOk(request, SERVICE_FORMS.grievance))) return reply(403, SERVICE_ANSWERS.formExpired)
  const form = read.form
  const text = (name: string) => textField(form, name)
  const checked = validateGrievance({
    category: text('category'),
    policy_number: text('policy_number'),
    description: text('description'),
    mobile_number: text('mobile_number'),
  })
  if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
  const upload = await fileField(form, 'attachment')
  let file = null
  // The attachment is optional: a file input left empty sends a part with no file name. A chosen file that is
  // empty or unreadable is refused by name, never dropped.
  if (upload && (upload.size > 0 || upload.filename)) {
    const verdict = checkUpload({
      filename: upload.filename,
      bytes: upload.bytes,
      allowed: GRIEVANCE_KINDS,
      maxBytes: GRIEVANCE_MAX_BYTES,
    })
    if (!verdict.ok)
      return reply(verdict.reason === 'too-large' ? 413 : 400, verdict.message, {
        errors: { attachment: verdict.message },
      })
    file = { bytes: upload.bytes, kind: verdict.kind, originalName: displayFileName(upload.filename) }
  }
  if (!(await verifiedBy(text('auth_token'), checked.value.mobile_number, 'REGISTER_GRIEVANCE_PAGE')))
    return reply(401, SERVICE_ANSWERS.notVerified)
  const registered = await registerGrievance(
    await payloadClient(),
    checked.value,
    file,
    origin(request, text('url')),
    smsSender(),
    requestSmsLanguage(request),
  )
  return reply(200, 'Your grievance is registered.', {
    reference: registered.reference,
    due_by: registered.dueBy,
    acknowledged: registered.acknowledged,
    turnaround: GRIEVANCE_TEXTS.turnaround,
    escalation: GRIEVANCE_TEXTS.escalation,
  })
})

/** POST /api/v1/grievance-status: {reference, mobile_number} → the status, or the same 404 for any mismatch. */
export const postGrievanceStatus = guarded('grievance-status', async (request) => {
  const limited = await limitLookups('grievance-status', request, 20, 600)
  if (limited) return limited
  const read = await readJson(request)
  if (!read.ok) return read.answer
  const checked = validateGrievanceLookup(read.body)
  if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
  const found = await grievanceStatus(
    await payloadClient(),
    checked.value.reference,
    checked.value.mobile_number,
  )
  return found ? reply(200, found.status_label, found) : reply(404, GRIEVANCE_TEXTS.notFound)
})

/** POST /api/v1/unclaimed-amounts: by policy number, or by name and date of birth (PAN optional). */
export const postUnclaimed = guarded('unclaimed-amounts', async (request) => {
  const limited = await limitLookups('unclaimed-amounts', request, 20, 600)
  if (limited) return limited
  const read = await readJson(request)
  if (!read.ok) return read.answer
  if (!(await formTokenOk(request, SERVICE_FORMS.unclaimedAmounts)))
    return reply(403, SERVICE_ANSWERS.formExpired)
  const checked = validateUnclaimedQuery(read.body)
  if (!checked.ok) return reply(400, firstError(checked.errors), { errors: checked.errors })
  const items = await searchUnclaimed(await payloadClient(), checked.value)
  if (items.length === 0)
    return reply(404, checked.value.by === 'policy' ? UNCLAIMED_TEXTS.noData : UNCLAIMED_TEXTS.noDataByName)
  return reply(200, `${items.length} unclaimed ${items.length === 1 ? 'amount' : 'amounts'} found`, { items })
})

/**
 * POST /api/v1/aadhaar-ekyc-consent-revoking: {reason?} for the policy this visitor verified by OTP (the policy
 * access cookie of EKYC_REVOKE_PAGE). One open request per policy: asking again answers the same reference.
 */
export const postEkycRevocation = guarded('aadhaar-ekyc-consent-revoking', async (request) => {
  const read = await readJson(request)
  if (!read.ok) return read.answer
  if (!(await formTokenOk(request, SERVICE_FORMS.ekycRevoke))) return reply(403, SERVICE_ANSWERS.formExpired)
  const reason =
    typeof field(read.body, 'reason') === 'string' ? (field(read.body, 'reason') as string).trim() : ''
  const problem = checkEkycReason(reason)
  if (problem) return reply(400, problem)
  const access = await requirePolicyAccess(request, 'EKYC_REVOKE_PAGE')
  if (!access.ok) return access.response
  const recorded = await recordEkycRevocation(
    await payloadClient(),
    access.policy.policyNumber,
    reason,
    origin(request, field(read.body, 'url')),
  )
  return reply(200, 'Your request is received', { reference: recorded.reference, new: recorded.created })
})
