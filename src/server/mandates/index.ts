import 'server-only'

import { env, mandateCallbackSecret } from '../env'
import { processSingleton } from '../process/singleton'
import { HttpMandateProvider } from './client'
import { LocalMandateProvider } from './local'
import type { IMandateProvider } from './types'

export { type IMandateProvider, MandateProviderUnavailable } from './types'

/** The mandate provider of MANDATE_PROVIDER: `local` (sandbox) or `http`. */
export function mandateProvider(): IMandateProvider {
  return processSingleton<IMandateProvider>('mandates.provider', () => {
    const config = env()
    return config.MANDATE_PROVIDER === 'http'
      ? new HttpMandateProvider({
          baseUrl: config.MANDATE_API_URL!,
          apiKey: config.MANDATE_API_KEY,
          timeoutMs: config.MANDATE_API_TIMEOUT_MS,
        })
      : new LocalMandateProvider(mandateCallbackSecret())
  })
}
