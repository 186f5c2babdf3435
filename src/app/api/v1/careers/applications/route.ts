import '@/app/payload'

import { submitApplication, APPLICATION_FORM_NAME } from '@/server/careers/applications'
import { payloadClient } from '@/server/content/payload'
import { logger } from '@/server/log'
import { formTokenRefused, verifyFormToken } from '@/server/otp'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/v1/careers/applications: a career application as multipart/form-data (name, email, mobile,
 * experience, job, consent=yes, resume), with the CSRF form token of spec 7 (createToken for the form type `careers-details`)
 * in x-csrf-token and x-csrf-id. 201 {data: {reference}} once stored; 400 with the field messages; 403 for a
 * missing or spent form token; 401 without a fresh OTP proof of the mobile (auth_token, purpose CAREERS_PAGE); 413
 * for a file over 2 MB; 415 when not multipart; 503 when it could not be stored.
 */
export async function POST(request: Request): Promise<Response> {
  if (!(await verifyFormToken(request, APPLICATION_FORM_NAME))) return formTokenRefused()
  try {
    const payload = await payloadClient()
    const answer = await submitApplication(payload, request)
    if (answer.status === 201) {
      return Response.json(
        {
          status_code: 201,
          status: true,
          message: `Thank you! Your application for ${answer.job} has been received. Your reference number is ${answer.reference}.`,
          data: { reference: answer.reference },
        },
        { status: 201, headers: NO_STORE },
      )
    }
    return Response.json(
      { status_code: answer.status, status: false, message: answer.message, errors: answer.errors ?? {} },
      { status: answer.status, headers: NO_STORE },
    )
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'career application not stored',
    )
    return Response.json(
      {
        status_code: 503,
        status: false,
        message: 'We could not save your application just now. Please try again in a few minutes.',
      },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '60' } },
    )
  }
}
