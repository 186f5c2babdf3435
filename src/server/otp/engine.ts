import {
  buildAuthToken,
  isIndianMobile,
  parseAuthToken,
  type IServiceAnswer,
  type ISendOtpData,
  type TOtpPurpose,
} from '@/domain/otp/protocol'

import { OtpInputError, type IOtpPurposeHandler } from '@/domain/otp/purpose-handler'
import { retryTime } from '@/domain/otp/retry-time'
import otp from '@/domain/i18n/en/otp.json' with { type: 'json' }
import { format } from '@/domain/i18n/format'

import { logger } from '../log'
import { siteMetrics } from '../metrics'
import {
  NO_SMS_TEMPLATES,
  otpSms,
  SmsDeliveryError,
  type IOtpSmsTemplates,
  type ISmsSender,
  type TSmsLanguage,
} from '../sms'
import { OtpCrypto } from './crypto'
import type { OtpLimits } from './limits'
import type { IOtpSettings } from './settings'
import type { IOtpStore } from './store'

/** What the services endpoint answers; `status_code` is also the HTTP status. */
export interface IOtpAnswer extends IServiceAnswer {
  retryAfterSeconds?: number
}

const texts = otp.otpMessages

export const OTP_MESSAGES = {
  sent: texts.sent,
  resent: texts.resent,
  verified: texts.verified,
  badNumber: texts.badNumber,
  wrong: (left: number) =>
    left > 0 ? format(left === 1 ? texts.wrongOne : texts.wrongMany, { left }) : texts.wrongNone,
  expired: texts.expired,
  dead: texts.dead,
  wait: (seconds: number) => format(texts.wait, { seconds }),
  tooMany: texts.tooMany,
  /** Spec 9's wrong-try limit spent on this number: when it may try again, and whom to call meanwhile. */
  locked: (retry: string, tollFree: string | null) =>
    tollFree ? format(texts.lockedTollFree, { retry, tollFree }) : format(texts.locked, { retry }),
  otherNumber: texts.otherNumber,
  sendFailed: texts.sendFailed,
}

export interface ISendInput {
  phone: string
  purpose: TOtpPurpose
  data: ISendOtpData
  ip: string
  userAgent: string | null
  referer: string | null
  /** Kept with the session and read back with `session()`: what else this code is bound to. */
  binding?: string
  /** The language the visitor's SMS is written in (smsLanguage); English when not given. */
  language?: TSmsLanguage
}

export interface IVerifyInput {
  token: string
  phone: string
  purpose: TOtpPurpose
  otp: string
  otpAuthId: string
}

export interface IOtpEngineDeps {
  store: IOtpStore
  limits: OtpLimits
  sender: ISmsSender
  secret: string
  settings: IOtpSettings
  /** The site's host name, for the WebOTP line of the SMS. */
  host: string
  handlers: Partial<Record<TOtpPurpose, IOtpPurposeHandler>>
  /** The toll-free number a refused visitor may call (site settings), or null when none is set. */
  tollFree?: () => Promise<string | null>
  /** The OTP SMS's DLT template ids per language (site settings); none set when not given. */
  smsTemplates?: () => Promise<IOtpSmsTemplates>
  now?: () => number
}

interface IProofRecord {
  phone: string
  purpose: TOtpPurpose
  otpAuthId: string
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * The OTP rules of issue 4: codes from a CSPRNG kept only as keyed hashes bound to session, number and purpose;
 * single use; limited tries, sends and failures; proofs of verification consumable once. Nothing here looks the
 * number up anywhere: whether it belongs to a policyholder cannot change an answer.
 */
export class OtpEngine {
  private readonly crypto: OtpCrypto
  private readonly now: () => number

  constructor(private readonly deps: IOtpEngineDeps) {
    this.crypto = new OtpCrypto(deps.secret)
    this.now = deps.now ?? Date.now
  }

  get settings() {
    return this.deps.settings
  }

  sessionId(token: string) {
    return this.crypto.sessionId(token)
  }

  /** The session of a bearer token (its number, purpose and binding), or null when it is gone. */
  session(token: string) {
    return this.deps.store.getSession(this.crypto.sessionId(token))
  }

  async send(input: ISendInput): Promise<IOtpAnswer> {
    const { store, limits, settings } = this.deps
    const { phone, purpose } = input
    if (!isIndianMobile(phone)) return { status_code: 400, status: false, message: OTP_MESSAGES.badNumber }

    const locked = await limits.wrongTries.blockedFor(phone)
    if (locked > 0) return refusal(await this.lockedMessage(locked), locked)

    // One code per number and purpose per countdown: a double click or a retried request sends nothing more.
    const cooldown = `cool:${phone}:${purpose}`
    const countdownMs = settings.resendSeconds * 1000
    if (!(await store.claim(cooldown, countdownMs))) {
      return refusal(OTP_MESSAGES.wait(settings.resendSeconds), countdownMs)
    }
    const limited = await limits.consumeSend(phone, input.ip)
    if (limited) {
      await store.release(cooldown)
      logger.warn(
        { otp: 'send-limited', reason: limited.reason, phone, purpose },
        'OTP send refused by a limit',
      )
      return refusal(OTP_MESSAGES.tooMany, limited.retryMs)
    }

    const token = this.crypto.token()
    const sessionId = this.crypto.sessionId(token)
    try {
      await this.deps.handlers[purpose]?.onSend?.({
        purpose,
        phone,
        sessionId,
        data: input.data,
        ip: input.ip,
        userAgent: input.userAgent,
        referer: input.referer,
      })
    } catch (error) {
      await store.release(cooldown)
      if (error instanceof OtpInputError) return { status_code: 400, status: false, message: error.message }
      throw error
    }

    const code = this.crypto.code(settings.length)
    const now = this.now()
    await store.createSession(
      sessionId,
      {
        phone,
        purpose,
        codeHash: this.crypto.codeHash(sessionId, phone, purpose, code),
        expiresAt: now + settings.codeTtlSeconds * 1000,
        tries: 0,
        sentAt: now,
        state: 'live',
        ...(input.binding ? { binding: input.binding } : {}),
        ...(input.language === 'hi' ? { language: 'hi' as const } : {}),
      },
      settings.sessionTtlSeconds * 1000,
    )
    const failed = await this.deliver(phone, code, input.language ?? 'en')
    if (failed) {
      await store.deleteSession(sessionId)
      // A timeout may still be delivered: keep the countdown so a retry cannot send a second SMS.
      if (failed !== 'timeout') await store.release(cooldown)
      return { status_code: 503, status: false, message: OTP_MESSAGES.sendFailed, retryAfterSeconds: 30 }
    }
    logger.info({ otp: 'sent', phone, purpose, session: sessionId.slice(0, 8) }, 'OTP sent')
    return { status_code: 200, status: true, message: OTP_MESSAGES.sent, data: { Token: token } }
  }

  async resend(token: string, phone: string, ip: string): Promise<IOtpAnswer> {
    const { store, limits, settings } = this.deps
    if (!isIndianMobile(phone)) return { status_code: 400, status: false, message: OTP_MESSAGES.badNumber }
    const sessionId = this.crypto.sessionId(token)
    const session = await store.getSession(sessionId)
    if (!session || session.state === 'used')
      return { status_code: 203, status: false, message: OTP_MESSAGES.expired }
    if (session.phone !== phone) return { status_code: 400, status: false, message: OTP_MESSAGES.otherNumber }

    const locked = await limits.wrongTries.blockedFor(phone)
    if (locked > 0) return refusal(await this.lockedMessage(locked), locked)
    const countdownMs = settings.resendSeconds * 1000
    const early = session.sentAt + countdownMs - this.now()
    if (early > 0) return refusal(OTP_MESSAGES.wait(seconds(early)), early)
    const limited = await limits.consumeSend(phone, ip)
    if (limited) return refusal(OTP_MESSAGES.tooMany, limited.retryMs)

    const code = this.crypto.code(settings.length)
    const hash = this.crypto.codeHash(sessionId, phone, session.purpose, code)
    const outcome = await store.resend(
      sessionId,
      hash,
      this.now(),
      settings.codeTtlSeconds * 1000,
      countdownMs,
    )
    if (outcome.kind === 'missing') return { status_code: 203, status: false, message: OTP_MESSAGES.expired }
    if (outcome.kind === 'early') return refusal(OTP_MESSAGES.wait(seconds(outcome.waitMs)), outcome.waitMs)

    if (await this.deliver(phone, code, session.language ?? 'en')) {
      return { status_code: 503, status: false, message: OTP_MESSAGES.sendFailed, retryAfterSeconds: 30 }
    }
    logger.info({ otp: 'resent', phone, session: sessionId.slice(0, 8) }, 'OTP resent')
    return { status_code: 200, status: true, message: OTP_MESSAGES.resent }
  }

  async verify(input: IVerifyInput): Promise<IOtpAnswer> {
    const { store, limits, settings } = this.deps
    const { phone, purpose } = input
    if (!isIndianMobile(phone)) return { status_code: 400, status: false, message: OTP_MESSAGES.badNumber }
    // The try takes its place in the number's rolling window before the code is checked (wrong-tries.ts).
    const place = await limits.wrongTries.reserve(phone)
    if (!place.ok) {
      return { status_code: 203, status: false, message: await this.lockedMessage(place.retryMs) }
    }

    const sessionId = this.crypto.sessionId(input.token)
    const candidate = this.crypto.codeHash(sessionId, phone, purpose, input.otp)
    const outcome = await store.verify(sessionId, candidate, this.now(), settings.maxWrongTries)
    // Only a wrong code keeps its place: a right one, or a request that checked no code, gives it back.
    if (outcome.kind !== 'wrong') await place.release()
    switch (outcome.kind) {
      case 'ok': {
        const signature = this.crypto.proofSignature(sessionId, phone, purpose, input.otpAuthId)
        const record: IProofRecord = { phone, purpose, otpAuthId: input.otpAuthId }
        await store.put(
          this.crypto.lookupKey('proof', signature),
          JSON.stringify(record),
          settings.proofTtlSeconds * 1000,
        )
        await this.afterVerified(purpose, phone, sessionId)
        logger.info({ otp: 'verified', phone, purpose, session: sessionId.slice(0, 8) }, 'OTP verified')
        return {
          status_code: 200,
          status: true,
          message: OTP_MESSAGES.verified,
          data: { auth_token: buildAuthToken(input.otpAuthId, signature, input.otp) },
        }
      }
      case 'wrong':
        logger.info({ otp: 'wrong', phone, purpose, left: outcome.triesLeft }, 'OTP verification failed')
        return { status_code: 201, status: false, message: OTP_MESSAGES.wrong(outcome.triesLeft) }
      case 'dead':
        // Not a guess (the code is spent or already dead): a double-clicked Verify must not count as a failure.
        return { status_code: 203, status: false, message: OTP_MESSAGES.dead }
      default:
        return { status_code: 203, status: false, message: OTP_MESSAGES.expired }
    }
  }

  /** The refusal of a number whose wrong tries are spent: the time it may try again (IST), and the toll-free line. */
  private async lockedMessage(retryMs: number): Promise<string> {
    const tollFree = await (this.deps.tollFree?.() ?? Promise.resolve(null)).catch(() => null)
    return OTP_MESSAGES.locked(retryTime(this.now(), this.now() + retryMs), tollFree)
  }

  /**
   * True once for a verification proof (`auth_token` of a 200 verify) presented for the same number and purpose
   * within the proof's lifetime. The proof is spent by this call whatever the outcome.
   */
  async consumeProof(authToken: string, phone: string, purpose: TOtpPurpose): Promise<boolean> {
    const parts = parseAuthToken(authToken)
    if (!parts) return false
    const raw = await this.deps.store.take(this.crypto.lookupKey('proof', parts.signature))
    if (!raw) return false
    const record = JSON.parse(raw) as IProofRecord
    return record.phone === phone && record.purpose === purpose && record.otpAuthId === parts.otpAuthId
  }

  private async afterVerified(purpose: TOtpPurpose, phone: string, sessionId: string) {
    try {
      await this.deps.handlers[purpose]?.onVerified?.({ purpose, phone, sessionId })
    } catch (error) {
      // The visitor is verified either way; the purpose's own records carry the retry.
      logger.error(
        { otp: 'on-verified-failed', purpose, err: error instanceof Error ? error.message : String(error) },
        'OTP purpose handler failed after verification',
      )
    }
  }

  /**
   * Sends the code in the visitor's language (English when the Hindi template has no DLT id); returns the failure
   * kind, or null when the gateway accepted it.
   */
  private async deliver(phone: string, code: string, language: TSmsLanguage) {
    const { settings, host, sender } = this.deps
    const minutes = Math.round(settings.codeTtlSeconds / 60)
    const templates = await (this.deps.smsTemplates?.() ?? Promise.resolve(NO_SMS_TEMPLATES)).catch(
      () => NO_SMS_TEMPLATES,
    )
    const sms = otpSms({ code, host, minutes, language, templates })
    try {
      await sender.send({
        to: phone,
        text: sms.text,
        variables: { otp: code, host, minutes: String(minutes) },
        ...(sms.dltTemplateId ? { dltTemplateId: sms.dltTemplateId } : {}),
      })
      siteMetrics().otpSms.inc({ gateway: sender.name, outcome: 'sent' })
      return null
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error
      siteMetrics().otpSms.inc({ gateway: sender.name, outcome: error.failure })
      logger.error(
        { otp: 'sms-failed', phone, gateway: sender.name, failure: error.failure, err: error.message },
        'SMS not sent',
      )
      return error.failure
    }
  }
}

function refusal(message: string, retryMs: number): IOtpAnswer {
  return { status_code: 429, status: false, message, retryAfterSeconds: seconds(retryMs) }
}
