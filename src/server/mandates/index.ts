import 'server-only'

import { env, mandateCallbackSecret } from '../env'
import { HttpMandateProvider } from './client'
import { LocalMandateProvider } from './local'
import type { IMandateProvider } from './types'

export { type IMandateProvider, MandateProviderUnavailable } from './types'

const holder = globalThis as typeof globalThis & { __sahyogMandates?: IMandateProvider }

/** The mandate provider of MANDATE_PROVIDER: `local` (sandbox) or `http`. */
export function mandateProvider(): IMandateProvider {
  if (holder.__sahyogMandates) return holder.__sahyogMandates
  const config = env()
  holder.__sahyogMandates =
    config.MANDATE_PROVIDER === 'http'
      ? new HttpMandateProvider({
          baseUrl: config.MANDATE_API_URL!,
          apiKey: config.MANDATE_API_KEY,
          timeoutMs: config.MANDATE_API_TIMEOUT_MS,
        })
      : new LocalMandateProvider(mandateCallbackSecret())
  return holder.__sahyogMandates
}
