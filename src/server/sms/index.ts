import type { TEnv } from '../env'
import type { IOtpStore } from '../otp/store'
import { ConsoleSender } from './console'
import { GupshupSender } from './gupshup'
import { Msg91Sender } from './msg91'
import type { ISmsSender } from './types'

export {
  NO_SMS_TEMPLATES,
  otpSms,
  otpSmsText,
  requestSmsLanguage,
  smsLanguage,
  type IOtpSmsTemplates,
  type TSmsLanguage,
} from './text'
export { SmsDeliveryError, type ISmsMessage, type ISmsSender, type TSmsFailure } from './types'

/** The gateway named by SMS_PROVIDER (the environment check has made sure its settings are present). */
export function createSmsSender(env: TEnv, store: IOtpStore): ISmsSender {
  const dlt = {
    senderId: env.SMS_SENDER_ID ?? '',
    dltTemplateId: env.SMS_DLT_TEMPLATE_ID ?? '',
    timeoutMs: env.SMS_TIMEOUT_MS,
  }
  switch (env.SMS_PROVIDER ?? 'console') {
    case 'msg91':
      return new Msg91Sender({ ...dlt, baseUrl: env.MSG91_BASE_URL, authKey: env.MSG91_AUTH_KEY ?? '' })
    case 'gupshup':
      return new GupshupSender({
        ...dlt,
        baseUrl: env.GUPSHUP_BASE_URL,
        userId: env.GUPSHUP_USER_ID ?? '',
        password: env.GUPSHUP_PASSWORD ?? '',
        dltEntityId: env.SMS_DLT_ENTITY_ID ?? '',
      })
    default:
      return new ConsoleSender(store)
  }
}
