import { getPayload } from 'payload'

import type { IOtpPurposeHandler } from '@/domain/otp/purpose-handler'

import { kickCrmWorker } from '../crm'
import { env, payloadSecret } from '../env'
import { createLeadOtpHandler } from './handler'

let handler: IOtpPurposeHandler | undefined

// Built on first use, when the first lead arrives.
const lead = () =>
  (handler ??= createLeadOtpHandler({
    // Imported on first use, not with this module: the config reads the environment when it loads.
    payload: async () => getPayload({ config: (await import('@payload-config')).default }),
    secret: payloadSecret,
    processCode: () => env().LEAD_PROCESS_CODE,
    afterVerified: (payload) => void kickCrmWorker(payload),
  }))

/** Registered for QUICK_LINKS in src/server/otp/purpose-handlers.ts. */
export const leadOtpHandler: IOtpPurposeHandler = {
  onSend: (ctx) => lead().onSend!(ctx),
  onVerified: (ctx) => lead().onVerified!(ctx),
}
