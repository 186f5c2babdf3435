import type { IOtpPurposeHandler } from '@/domain/otp/purpose-handler'
import type { TOtpPurpose } from '@/domain/otp/protocol'

import { leadOtpHandler } from '../leads'

/**
 * The one place purpose handlers are registered (the contract: src/domain/otp/purpose-handler.ts). The OTP service
 * depends on the forms it serves through this map only; the forms depend on the contract, not on the service.
 */
export const PURPOSE_HANDLERS: Partial<Record<TOtpPurpose, IOtpPurposeHandler>> = {
  QUICK_LINKS: leadOtpHandler,
}
