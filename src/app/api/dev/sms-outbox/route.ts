import '@/app/payload'

import { env, smsProvider } from '@/server/env'
import { fromLoopback } from '@/server/http/client-ip'
import { otpServices } from '@/server/otp'

export const dynamic = 'force-dynamic'

/**
 * GET /api/dev/sms-outbox?phone_number=<10 digits>: the messages the console SMS provider recorded for a number,
 * newest first. It holds every code sent, so it exists only in development and test, while that provider is active,
 * and answers only a caller on this machine (the client address the host took from the socket); to anyone else it
 * is not there.
 */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'no-store' }
  const { APP_ENV } = env()
  const local = APP_ENV === 'development' || APP_ENV === 'test'
  if (!local || smsProvider() !== 'console' || !fromLoopback(request)) {
    return Response.json({ message: 'Not found' }, { status: 404, headers })
  }
  const phone = new URL(request.url).searchParams.get('phone_number')
  // Any number may be looked up: a test checks that a refused foreign number got nothing.
  if (!phone || !/^\d{10,15}$/.test(phone)) {
    return Response.json({ message: 'phone_number must be 10 to 15 digits' }, { status: 400, headers })
  }
  return Response.json(await otpServices().store.listOutbox(phone), { headers })
}
