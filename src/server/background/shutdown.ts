import { BACKGROUND_STOPS } from '@/server/process/host-contract'

import { logger } from '../log'
import { processSingleton } from '../process/singleton'

/**
 * How the host stops the work that runs on timers (the CRM worker, the job runner) when the instance drains
 * (src/host/drain.ts). Each worker registers, as it starts, a stop that starts nothing new from then on and
 * resolves once the work under way has finished. One registry per process, shared through a global symbol: the
 * workers live in the application's bundles, the host calls from its own.
 */
type TStop = () => Promise<void>

function stops(): Map<string, TStop> {
  return processSingleton(BACKGROUND_STOPS, () => new Map<string, TStop>())
}

/** Registers how to stop a worker (one per name). */
export function onShutdown(name: string, stop: TStop): void {
  stops().set(name, stop)
}

/** Stops every worker at once; resolves when all have finished what they were doing (a failure is logged). */
export async function stopBackgroundWork(): Promise<void> {
  await Promise.all(
    [...stops()].map(async ([name, stop]) => {
      try {
        await stop()
        logger.info({ worker: name }, 'background work stopped')
      } catch (error) {
        logger.error(
          { worker: name, err: error instanceof Error ? error.message : String(error) },
          'background work failed while stopping',
        )
      }
    }),
  )
}
