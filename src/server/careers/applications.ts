import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import {
  applicationReference,
  APPLICATION_MESSAGES,
  validateApplication,
  type IApplication,
} from '@/domain/careers'
import {
  checkUpload,
  displayFileName,
  FILE_KINDS,
  formatBytes,
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  type TFileKind,
} from '@/domain/uploads'

import type { TFormType } from '@/domain/forms/form-token'
import type { TOtpPurpose } from '@/domain/otp/protocol'

import { env } from '../env'
import { logger } from '../log'
import { otpServices } from '../otp'
import { SERVICE_ANSWERS, verifiedBy } from '../services/route-kit'
import { createSmsSender, requestSmsLanguage, type TSmsLanguage } from '../sms'
import { acknowledgementSms } from '../sms/acknowledgements'
import { fileField, readMultipart, storedFileName } from '../uploads'

/**
 * The form's type for its CSRF token (createToken `formType`; decision 65). It keeps the name it had when form ids
 * were named after the form; its cookie is now the job page's last path segment, the job's slug.
 */
export const APPLICATION_FORM_NAME = 'careers-details' satisfies TFormType

export type TApplicationAnswer =
  | { status: 201; reference: string; job: string }
  | { status: 400 | 401 | 413 | 415; message: string; errors?: Record<string, string> }

/** The OTP purpose that verifies an applicant's mobile before the application is taken. */
export const APPLICATION_PURPOSE = 'CAREERS_PAGE' satisfies TOtpPurpose

const TOO_LARGE = `The file is larger than ${formatBytes(RESUME_MAX_BYTES)}. Please upload a smaller file.`

/**
 * A career application from a multipart post: read (413 past the limit), checked (fields with the spec's
 * messages, the resume by its content, the mobile's OTP proof `auth_token` for CAREERS_PAGE), then stored — resume first, then the application, removing the resume if
 * the application cannot be written, so nothing is half-saved — and only then acknowledged by SMS. A failed SMS
 * is recorded on the application and the answer still carries the reference.
 */
export async function submitApplication(payload: Payload, request: Request): Promise<TApplicationAnswer> {
  const read = await readMultipart(request, { maxFileBytes: RESUME_MAX_BYTES, tooLargeMessage: TOO_LARGE })
  if (!read.ok) return { status: read.status, message: read.message }
  const { form } = read
  const texts = Object.fromEntries(
    ['name', 'email', 'mobile', 'experience', 'job', 'consent'].map((key) => {
      const value = form.get(key)
      return [key, typeof value === 'string' ? value : '']
    }),
  )
  const file = await fileField(form, 'resume')
  const checked = validateApplication(texts, !!file)
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors }
  if (texts.consent !== 'yes') errors.consent = 'Please accept the terms before proceeding'
  let kind: TFileKind | null = null
  if (file && !errors.resume) {
    const upload = checkUpload({
      filename: file.filename,
      bytes: file.bytes,
      allowed: RESUME_KINDS,
      maxBytes: RESUME_MAX_BYTES,
    })
    if (!upload.ok) {
      if (upload.reason === 'too-large') return { status: 413, message: upload.message }
      errors.resume = upload.message
    } else kind = upload.kind
  }
  if (!checked.ok || Object.keys(errors).length > 0 || !kind || !file)
    return { status: 400, message: firstMessage(errors), errors }

  const job = await openJob(payload, checked.value.job)
  if (!job)
    return {
      status: 400,
      message: APPLICATION_MESSAGES.jobClosed,
      errors: { job: APPLICATION_MESSAGES.jobClosed },
    }

  // The acknowledgement goes by SMS, so only to a number its owner proved by OTP just now: no SMS to a stranger.
  const proof = form.get('auth_token')
  if (
    !(await verifiedBy(typeof proof === 'string' ? proof : null, checked.value.mobile, APPLICATION_PURPOSE))
  )
    return { status: 401, message: SERVICE_ANSWERS.notVerified }

  const reference = applicationReference(new Date(), randomBytes(6))
  const stored = await store(payload, { application: checked.value, job, reference, file, kind })
  const language = requestSmsLanguage(request)
  await acknowledge(payload, stored.id, { mobile: checked.value.mobile, reference, job: job.title, language })
  return { status: 201, reference, job: job.title }
}

const firstMessage = (errors: Record<string, string>) =>
  Object.values(errors)[0] ?? 'Please check the form and try again.'

async function openJob(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { and: [{ slug: { equals: slug } }, { status: { equals: 'open' } }] },
    limit: 1,
    depth: 0,
    select: { title: true },
  })
  return docs[0] ? { id: docs[0].id, title: docs[0].title } : null
}

async function store(
  payload: Payload,
  input: {
    application: IApplication
    job: { id: number; title: string }
    reference: string
    file: { filename: string; bytes: Uint8Array; size: number }
    kind: TFileKind
  },
) {
  const { application, job, reference, file, kind } = input
  const resume = await payload.create({
    collection: 'resumes',
    data: { original_name: displayFileName(file.filename), kind },
    file: {
      data: Buffer.from(file.bytes),
      mimetype: mimeOf(kind),
      name: storedFileName(kind),
      size: file.size,
    },
    overrideAccess: true,
    depth: 0,
  })
  try {
    return await payload.create({
      collection: 'job-applications',
      data: {
        reference,
        status: 'received',
        job: job.id,
        job_title: job.title,
        name: application.name,
        email: application.email,
        mobile: application.mobile,
        experience_years: application.experienceYears,
        resume: resume.id,
        consent_at: new Date().toISOString(),
        acknowledgement: 'pending',
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    await payload
      .delete({ collection: 'resumes', id: resume.id, overrideAccess: true })
      .catch(() => undefined)
    throw error
  }
}

const mimeOf = (kind: TFileKind) => FILE_KINDS[kind].mime.split(';')[0]!

/**
 * One SMS with the reference and the job's title (no other personal data), in the applicant's language under its
 * own DLT template; its outcome is recorded, a failure never undoes the application.
 */
async function acknowledge(
  payload: Payload,
  id: number,
  sms: { mobile: string; reference: string; job: string; language: TSmsLanguage },
) {
  const { mobile, reference, job, language } = sms
  let outcome: 'sms_sent' | 'sms_failed' = 'sms_sent'
  try {
    const { message } = acknowledgementSms({
      kind: 'careers',
      to: mobile,
      language,
      facts: { reference, job },
      env: env(),
    })
    await createSmsSender(env(), otpServices().store).send(message)
  } catch (error) {
    outcome = 'sms_failed'
    logger.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'application SMS failed',
    )
  }
  try {
    await payload.update({
      collection: 'job-applications',
      id,
      data: { acknowledgement: outcome },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    logger.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'acknowledgement not recorded',
    )
  }
  logger.info({ reference, sms: outcome }, 'career application stored')
}
