import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { dghReference, DGH_TEXTS, type IDghForm } from '@/domain/services/dgh'
import { FILE_KINDS, type TFileKind } from '@/domain/uploads'

import { env } from '../env'
import { logger } from '../log'
import type { ISmsSender, TSmsLanguage } from '../sms'
import { acknowledgementSms } from '../sms/acknowledgements'
import { storedFileName } from '../uploads'

export interface IDghReport {
  bytes: Uint8Array
  kind: TFileKind
  originalName: string
}

export interface IDghPolicy {
  policyNumber: string
  holderName: string
  /** The registered mobile the acknowledgement goes to (never stored with the declaration). */
  mobile: string
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const randomTail = () => Array.from({ length: 6 }, () => ALNUM[randomInt(ALNUM.length)]).join('')

/**
 * Records a declaration of good health for a verified, lapsed policy: the medical report is stored first (under a
 * name the server chooses), then the declaration pointing to it; if the declaration cannot be stored the report is
 * removed again, so nothing is left half-saved. Only then the acknowledgement SMS goes to the registered mobile; its
 * outcome is recorded, and a failed SMS loses nothing (the reference is on screen).
 */
export async function recordDghSubmission(
  payload: Payload,
  policy: IDghPolicy,
  form: IDghForm,
  report: IDghReport,
  origin: { ipHash: string; pageUrl: string | null },
  sms: ISmsSender,
  language: TSmsLanguage,
  now: Date = new Date(),
): Promise<{ reference: string; acknowledged: boolean }> {
  const stored = await payload.create({
    collection: 'dgh-reports',
    data: { originalName: report.originalName, kind: report.kind },
    file: {
      data: Buffer.from(report.bytes),
      mimetype: FILE_KINDS[report.kind].mime,
      name: storedFileName(report.kind),
      size: report.bytes.byteLength,
    },
    overrideAccess: true,
  })
  let reference = ''
  let id: number | string | null = null
  try {
    for (let attempt = 0; attempt < 5 && id === null; attempt++) {
      reference = dghReference(now, randomTail())
      const taken = await payload.count({
        collection: 'dgh-submissions',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
      if (taken.totalDocs > 0) continue
      const created = await payload.create({
        collection: 'dgh-submissions',
        data: {
          reference,
          policyNumber: policy.policyNumber,
          holderName: policy.holderName,
          answers: form.answers.map(({ id: question, question: text, answer, details }) => ({
            question,
            text,
            answer,
            details,
          })),
          disclosures: form.answers.some((answer) => answer.answer === 'yes'),
          heightCm: form.height_cm,
          heightEntered: form.height_entered,
          weightKg: form.weight_kg,
          declarationText: DGH_TEXTS.declaration,
          report: stored.id,
          status: 'received',
          acknowledgement: 'pending',
          ipHash: origin.ipHash,
          pageUrl: origin.pageUrl,
        },
        overrideAccess: true,
      })
      id = created.id
    }
    if (id === null) throw new Error('No free DGH reference')
  } catch (error) {
    await payload
      .delete({ collection: 'dgh-reports', id: stored.id, overrideAccess: true })
      .catch(() => undefined)
    throw error
  }
  logger.info({ dgh: id, reference }, 'declaration of good health stored')

  let acknowledged = false
  try {
    const { message } = acknowledgementSms({
      kind: 'dgh',
      to: policy.mobile,
      language,
      facts: { reference },
      env: env(),
    })
    await sms.send(message)
    acknowledged = true
  } catch (error) {
    logger.error(
      { dgh: id, err: error instanceof Error ? error.message : String(error) },
      'DGH acknowledgement SMS failed',
    )
  }
  await payload.update({
    collection: 'dgh-submissions',
    id,
    data: { acknowledgement: acknowledged ? 'sent' : 'failed' },
    overrideAccess: true,
  })
  return { reference, acknowledged }
}
