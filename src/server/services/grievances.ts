import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import {
  grievanceDueDate,
  grievanceReference,
  grievanceStatusLabel,
  type IGrievanceForm,
} from '@/domain/services/grievance'
import type { TFileKind } from '@/domain/uploads'
import { FILE_KINDS } from '@/domain/uploads'

import { env } from '../env'
import { logger } from '../log'
import type { ISmsSender, TSmsLanguage } from '../sms'
import { acknowledgementSms } from '../sms/acknowledgements'
import { storedFileName } from '../uploads'

export interface IGrievanceFile {
  bytes: Uint8Array
  kind: TFileKind
  originalName: string
}

export interface IRegisteredGrievance {
  reference: string
  dueBy: string
  acknowledged: boolean
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const randomTail = () => `${ALNUM[randomInt(ALNUM.length)]}${ALNUM[randomInt(ALNUM.length)]}`

/**
 * Registers a verified grievance: the attachment and the grievance are stored first, then the acknowledgement
 * SMS goes out (its result is recorded on the grievance; a failed SMS loses nothing, the reference is on screen).
 */
export async function registerGrievance(
  payload: Payload,
  form: IGrievanceForm,
  file: IGrievanceFile | null,
  origin: { ipHash: string; pageUrl: string | null },
  sms: ISmsSender,
  language: TSmsLanguage,
  now: Date = new Date(),
): Promise<IRegisteredGrievance> {
  let attachmentId: number | string | null = null
  if (file) {
    const stored = await payload.create({
      collection: 'grievance-attachments',
      data: { originalName: file.originalName, kind: file.kind },
      file: {
        data: Buffer.from(file.bytes),
        mimetype: FILE_KINDS[file.kind].mime,
        name: storedFileName(file.kind),
        size: file.bytes.byteLength,
      },
      overrideAccess: true,
    })
    attachmentId = stored.id
  }
  const dueBy = grievanceDueDate(now)
  let reference = ''
  let id: number | string | null = null
  for (let attempt = 0; attempt < 5 && id === null; attempt++) {
    reference = grievanceReference(now, randomInt(10_000), randomTail())
    try {
      const created = await payload.create({
        collection: 'grievances',
        data: {
          reference,
          category: form.category,
          policyNumber: form.policy_number || null,
          phone: form.mobile_number,
          description: form.description,
          attachment: attachmentId as number | null,
          status: 'registered',
          dueBy,
          acknowledgement: 'pending',
          ipHash: origin.ipHash,
          pageUrl: origin.pageUrl,
        },
        overrideAccess: true,
      })
      id = created.id
    } catch (error) {
      const taken = await payload.count({
        collection: 'grievances',
        where: { reference: { equals: reference } },
      })
      if (taken.totalDocs === 0) {
        if (attachmentId !== null)
          await payload
            .delete({ collection: 'grievance-attachments', id: attachmentId })
            .catch(() => undefined)
        throw error
      }
    }
  }
  if (id === null) throw new Error('No free grievance reference')
  logger.info({ grievance: id, reference }, 'grievance stored')

  let acknowledged = false
  try {
    const { message } = acknowledgementSms({
      kind: 'grievance',
      to: form.mobile_number,
      language,
      facts: { reference, dueBy },
      env: env(),
    })
    await sms.send(message)
    acknowledged = true
  } catch (error) {
    logger.error(
      { grievance: id, err: error instanceof Error ? error.message : String(error) },
      'grievance acknowledgement SMS failed',
    )
  }
  await payload.update({
    collection: 'grievances',
    id,
    data: { acknowledgement: acknowledged ? 'sent' : 'failed' },
    overrideAccess: true,
  })
  return { reference, dueBy, acknowledged }
}

export interface IGrievanceStatus {
  reference: string
  status: string
  status_label: string
  category: string
  registered_on: string
  due_by: string
  resolved_on: string | null
  reply: string | null
}

/**
 * A grievance's status for its complainant: found only when the reference and the mobile number both match,
 * and the answer is the same "not found" otherwise, so nobody can read another person's grievance.
 */
export async function grievanceStatus(
  payload: Payload,
  reference: string,
  phone: string,
): Promise<IGrievanceStatus | null> {
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { and: [{ reference: { equals: reference } }, { phone: { equals: phone } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    reference: doc.reference,
    status: doc.status,
    status_label: grievanceStatusLabel(doc.status),
    category: doc.category,
    registered_on: doc.createdAt.slice(0, 10),
    due_by: doc.dueBy ?? grievanceDueDate(new Date(doc.createdAt)),
    resolved_on: doc.resolvedAt ? doc.resolvedAt.slice(0, 10) : null,
    reply: doc.reply ?? null,
  }
}
