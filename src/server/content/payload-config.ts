import type { SanitizedConfig } from 'payload'

import { processSingleton } from '../process/singleton'

/**
 * The CMS's configuration, as src/payload.config.ts hands it over while it loads. The server reads and stores
 * through Payload but never imports its configuration, which is built from the CMS's collections (src/cms) and
 * so sits above the server: the configuration comes down, the server never reaches up. Whatever loads
 * `@payload-config` (a route through src/app/payload.ts, Payload's admin, a script, a test) provides it, once per
 * process, for every bundle (a process-wide value, not a module's).
 */
type TConfigSlot = { config?: Promise<SanitizedConfig> }

const slot = () => processSingleton<TConfigSlot>('payload-config', () => ({}))

/** Called by src/payload.config.ts with what it exports. The first call wins: one configuration per process. */
export function providePayloadConfig(config: Promise<SanitizedConfig> | SanitizedConfig): void {
  slot().config ??= Promise.resolve(config)
}

/** The configuration provided, or an error naming what was missed (a route that did not import src/app/payload.ts). */
export function providedPayloadConfig(): Promise<SanitizedConfig> {
  const { config } = slot()
  if (!config)
    throw new Error(
      'The CMS configuration was not loaded in this process: a route reaches content after importing ' +
        "'@/app/payload' (src/app/payload.ts), which loads src/payload.config.ts",
    )
  return config
}
