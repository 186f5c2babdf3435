import { logger } from '../log'
import type { IOtpStore } from '../otp/store'
import type { ISmsMessage, ISmsSender } from './types'

/** Messages kept per number, and for how long. */
const OUTBOX_SIZE = 20
const OUTBOX_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Development and tests: sends nothing, records each message in the outbox (read at /api/dev/sms-outbox) and logs
 * a masked line without the text. Refused in production by the environment check.
 */
export class ConsoleSender implements ISmsSender {
  readonly name = 'console'

  constructor(private readonly store: IOtpStore) {}

  async send(message: ISmsMessage) {
    await this.store.pushOutbox(
      {
        to: message.to,
        text: message.text,
        sentAt: new Date().toISOString(),
        ...(message.dltTemplateId ? { dltTemplateId: message.dltTemplateId } : {}),
      },
      OUTBOX_SIZE,
      OUTBOX_TTL_MS,
    )
    logger.info({ sms: 'console', to: message.to }, 'SMS recorded in the development outbox')
    return {}
  }
}
