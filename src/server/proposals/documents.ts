import 'server-only'

import { format } from '@/domain/i18n/format'
import { APPLICATION_TEXTS } from '@/domain/proposals/application'
import {
  checkUpload,
  displayFileName,
  EVIDENCE_KINDS,
  EVIDENCE_MAX_BYTES,
  FILE_KINDS,
} from '@/domain/uploads'
import type { Payload } from 'payload'

import { payloadClient } from '../content/payload'
import { otpSecret } from '../env'
import { unsupportedVersion } from '../http'
import { logger } from '../log'
import { cookieValue } from '../otp/form-token'
import { limitLookups, reply, SERVICE_ANSWERS } from '../services/route-kit'
import { fileField, readMultipart, storedFileName } from '../uploads'
import { APPLICATION_ACCESS_COOKIE, readApplicationAccess } from './access'

/** At most this many documents per application: a visitor can correct a wrong one, not fill the store. */
export const MAX_DOCUMENTS_PER_APPLICATION = 10

const TOO_LARGE = 'The file is larger than 5 MB. Please upload a smaller file.'

/** The documents an application's visitor has sent, newest first: the name as uploaded and when. */
export async function documentsOf(payload: Payload, proposalId: number | string) {
  const { docs } = await payload.find({
    collection: 'proposal-documents',
    where: { proposal: { equals: proposalId } },
    limit: MAX_DOCUMENTS_PER_APPLICATION,
    depth: 0,
    sort: '-createdAt',
    overrideAccess: true,
    select: { originalName: true, kind: true, createdAt: true },
  })
  return docs.map((doc) => ({
    name: doc.originalName ?? '',
    kind: doc.kind ?? '',
    received_at: doc.createdAt,
  }))
}

/**
 * POST /api/v1/applications/documents (multipart, `document`: a PDF, JPG or PNG of at most 5 MB, checked by its
 * content): a document the application needs, sent from the tracking page. It needs the tracking credential the
 * page got with the status after the OTP (401 without it, before the body is read), and the application waiting
 * for a document (409 otherwise). The file is stored privately against the proposal and shown to staff on it; a
 * refused upload (400 wrong type, 413 too large) stores nothing and leaves the documents already sent as they are.
 */
export async function postApplicationDocument(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  try {
    const access = readApplicationAccess(otpSecret(), cookieValue(request, APPLICATION_ACCESS_COOKIE))
    if (!access) {
      await request.body?.cancel().catch(() => undefined)
      return reply(401, APPLICATION_TEXTS.uploadNeedsOtp)
    }
    const limited = await limitLookups('application-documents', request, 20, 600)
    if (limited) return limited
    const read = await readMultipart(request, {
      maxFileBytes: EVIDENCE_MAX_BYTES,
      tooLargeMessage: TOO_LARGE,
    })
    if (!read.ok) return reply(read.status, read.message, { errors: { document: read.message } })
    const upload = await fileField(read.form, 'document')
    const verdict = checkUpload({
      filename: upload?.filename,
      bytes: upload?.bytes,
      allowed: EVIDENCE_KINDS,
      maxBytes: EVIDENCE_MAX_BYTES,
    })
    if (!verdict.ok || !upload)
      return reply(
        !verdict.ok && verdict.reason === 'too-large' ? 413 : 400,
        verdict.ok ? TOO_LARGE : verdict.message,
        { errors: { document: verdict.ok ? TOO_LARGE : verdict.message } },
      )

    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'proposals',
      where: { applicationNumber: { equals: access.number } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { phone: true, status: true, applicationStatus: true, applicationNumber: true },
    })
    const proposal = docs[0]
    if (!proposal || proposal.phone !== access.phone || proposal.status !== 'paid')
      return reply(404, APPLICATION_TEXTS.notFound)
    if (proposal.applicationStatus !== 'documents-needed')
      return reply(409, APPLICATION_TEXTS.uploadNotWanted)
    const { totalDocs } = await payload.count({
      collection: 'proposal-documents',
      where: { proposal: { equals: proposal.id } },
      overrideAccess: true,
    })
    if (totalDocs >= MAX_DOCUMENTS_PER_APPLICATION) return reply(409, APPLICATION_TEXTS.uploadTooMany)

    const name = displayFileName(upload.filename)
    await payload.create({
      collection: 'proposal-documents',
      data: {
        proposal: proposal.id,
        applicationNumber: access.number,
        originalName: name,
        kind: verdict.kind,
      },
      file: {
        data: Buffer.from(upload.bytes),
        mimetype: FILE_KINDS[verdict.kind].mime,
        name: storedFileName(verdict.kind),
        size: upload.bytes.byteLength,
      },
      overrideAccess: true,
    })
    logger.info(
      { proposals: 'document-received', application: access.number, kind: verdict.kind },
      'application document stored',
    )
    return reply(200, format(APPLICATION_TEXTS.uploadReceived, { name }), {
      name,
      documents: await documentsOf(payload, proposal.id),
    })
  } catch (error) {
    logger.error(
      { route: 'applications.documents', err: error instanceof Error ? error.message : String(error) },
      'storing an application document failed',
    )
    return reply(500, SERVICE_ANSWERS.failed)
  }
}
