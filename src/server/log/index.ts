import pino, { type DestinationStream, type LoggerOptions } from 'pino'

import { currentRequestId, instanceId } from './context'

export { currentRequestId, instanceId, requestContext } from './context'

const MOBILE = /(?<!\d)([6-9])\d{5}(\d{4})(?!\d)/g
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g
const PAN = /\b([A-Z]{3})[A-Z]{2}\d{4}([A-Z])\b/g

/** Masks mobile numbers, e-mail addresses and PANs wherever they appear in a log string. */
export function maskPersonalData(text: string): string {
  return text
    .replace(MOBILE, (_, first: string, last: string) => `${first}xxxxx${last}`)
    .replace(EMAIL, (_, first: string, domain: string) => `${first}***${domain}`)
    .replace(PAN, (_, head: string, tail: string) => `${head}XX####${tail}`)
}

function maskDeep(value: unknown): unknown {
  if (typeof value === 'string') return maskPersonalData(value)
  if (Array.isArray(value)) return value.map(maskDeep)
  if (value && typeof value === 'object' && !(value instanceof Error)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, maskDeep(v)]))
  }
  return value
}

/**
 * A JSON-lines logger. Every line names the instance (`instance_id`: INSTANCE_ID, else host name and pid) and, when
 * written while a request is served, the request (`request_id`, the id its answer carries in X-Request-Id).
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info') {
  const options: LoggerOptions = {
    level,
    base: { instance_id: instanceId() },
    mixin() {
      const requestId = currentRequestId()
      return requestId ? { request_id: requestId } : {}
    },
    redact: { paths: ['*.otp', '*.OTP', '*.password', '*.authorization', '*.cookie'], censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(maskDeep) as Parameters<typeof method>)
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

export const logger = createLogger()
