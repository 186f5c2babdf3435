import type { IOtpPurposeHandler } from '@/domain/otp/purpose-handler'

import { payloadClient } from '../content/payload'
import { kickCrmWorker } from '../crm'
import { env, payloadSecret } from '../env'
import { createLeadOtpHandler } from './handler'

let handler: IOtpPurposeHandler | undefined

// Built on first use, when the first lead arrives.
const lead = () =>
  (handler ??= createLeadOtpHandler({
    payload: payloadClient,
    secret: payloadSecret,
    processCode: () => env().LEAD_PROCESS_CODE,
    afterVerified: (payload) => void kickCrmWorker(payload),
  }))

/** Registered for QUICK_LINKS in src/server/otp/purpose-handlers.ts. */
export const leadOtpHandler: IOtpPurposeHandler = {
  onSend: (ctx) => lead().onSend!(ctx),
  onVerified: (ctx) => lead().onVerified!(ctx),
}
