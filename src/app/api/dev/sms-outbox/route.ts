import { env, smsProvider } from '@/server/env'
import { otpServices } from '@/server/otp'

export const dynamic = 'force-dynamic'

/**
 * GET /api/dev/sms-outbox?phone_number=<10 digits>: the messages the console SMS provider recorded for a number,
 * newest first. Exists only while that provider is active, and never in production.
 */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'no-store' }
  if (smsProvider() !== 'console' || env().APP_ENV === 'production') {
    return Response.json({ message: 'Not found' }, { status: 404, headers })
  }
  const phone = new URL(request.url).searchParams.get('phone_number')
  // Any number may be looked up: a test checks that a refused foreign number got nothing.
  if (!phone || !/^\d{10,15}$/.test(phone)) {
    return Response.json({ message: 'phone_number must be 10 to 15 digits' }, { status: 400, headers })
  }
  return Response.json(await otpServices().store.listOutbox(phone), { headers })
}
