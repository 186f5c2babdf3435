import 'server-only'

import { DGH_FORM, DGH_TEXTS, firstDghError, validateDgh } from '@/domain/services/dgh'
import { checkUpload, displayFileName, EVIDENCE_KINDS, EVIDENCE_MAX_BYTES } from '@/domain/uploads'

import { payloadClient } from '../content/payload'
import { env } from '../env'
import { unsupportedVersion } from '../http'
import { logger } from '../log'
import { requestSmsLanguage } from '../sms'
import { clearPolicyAccessCookie, requirePolicyAccess } from '../policies'
import { formTokenOk, origin, reply, SERVICE_ANSWERS, smsSender } from '../services/route-kit'
import { fileField, readMultipart, textField } from '../uploads'
import { recordDghSubmission } from '.'

export { DGH_FORM }

/**
 * POST /api/v1/online-dgh-submission (multipart): the health answers (`answer_{id}` yes/no, `details_{id}`),
 * `height_unit` with `height_cm` or `height_feet` and `height_inches`, `weight_kg`, `declaration`, `url`, and the
 * medical report in `report` (PDF, JPG or PNG, checked by content, at most 5 MB), for the policy the visitor
 * verified by OTP for DGH_PAGE. The policy must be lapsed. Everything is checked before anything is stored.
 */
export async function postDghSubmission(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  try {
    const read = await readMultipart(request, {
      maxFileBytes: EVIDENCE_MAX_BYTES,
      tooLargeMessage: 'The file is larger than 5 MB. Please upload a smaller file.',
    })
    if (!read.ok) return reply(read.status, read.message)
    if (!(await formTokenOk(request, DGH_FORM))) return reply(403, SERVICE_ANSWERS.formExpired)
    const form = read.form
    const values: Record<string, string> = {}
    for (const name of new Set(form.keys())) values[name] = textField(form, name)
    const checked = validateDgh(values)
    if (!checked.ok) return reply(400, firstDghError(checked.errors), { errors: checked.errors })
    const upload = await fileField(form, 'report')
    const verdict = checkUpload({
      filename: upload?.filename,
      bytes: upload?.bytes,
      allowed: EVIDENCE_KINDS,
      maxBytes: EVIDENCE_MAX_BYTES,
    })
    if (!verdict.ok)
      return reply(verdict.reason === 'too-large' ? 413 : 400, verdict.message, {
        errors: { report: verdict.message },
      })
    const access = await requirePolicyAccess(request, 'DGH_PAGE')
    if (!access.ok) return access.response
    if (access.policy.status !== 'lapsed') return reply(409, DGH_TEXTS.notLapsed)
    const recorded = await recordDghSubmission(
      await payloadClient(),
      access.policy,
      checked.value,
      { bytes: upload!.bytes, kind: verdict.kind, originalName: displayFileName(upload!.filename) },
      origin(request, values.url),
      smsSender(),
      requestSmsLanguage(request),
    )
    const secure = new URL(env().SITE_URL).protocol === 'https:'
    return reply(
      200,
      DGH_TEXTS.received,
      { reference: recorded.reference, acknowledged: recorded.acknowledged },
      { 'Set-Cookie': clearPolicyAccessCookie('DGH_PAGE', secure) },
    )
  } catch (error) {
    logger.error(
      { route: 'online-dgh-submission', err: error instanceof Error ? error.message : String(error) },
      'DGH submission failed',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}
