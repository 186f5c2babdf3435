import { AsyncLocalStorage } from 'node:async_hooks'
import { hostname } from 'node:os'

import { REQUEST_CONTEXT } from '../process/host-contract'

import { processSingleton } from '../process/singleton'

/** What is known about the request being served, wherever in the process the code runs. */
export interface IRequestContext {
  /** The host's id of the request: the trusted proxy's X-Request-Id, or one made by the host. */
  readonly requestId: string
}

/**
 * The request context, one per process: the host (src/host/server.ts) runs every request inside it, and the
 * application, bundled apart from the host, reads the same store through the shared symbol. Work started outside
 * any request (src/server/background/outside-request.ts) sees none.
 */
export function requestContext(): AsyncLocalStorage<IRequestContext> {
  return processSingleton(REQUEST_CONTEXT, () => new AsyncLocalStorage<IRequestContext>())
}

/** The id of the request being served, or undefined outside a request. */
export const currentRequestId = (): string | undefined => requestContext().getStore()?.requestId

/** This server instance's name in logs: INSTANCE_ID, else the host name and process id. */
export function instanceId(): string {
  return process.env.INSTANCE_ID?.trim() || `${hostname()}-${process.pid}`
}
