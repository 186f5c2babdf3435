/**
 * A real varnishd in front of instances of the site under test (scripts/lib/varnish.mjs, shared with the bench):
 * the committed VCL, a director over the given ports, each probed on /readyz.
 */
import { startVarnish as start } from '../../scripts/lib/varnish.mjs'

export interface IVarnish {
  url: string
  log: () => string
  stop: () => Promise<void>
}

export const startVarnish = (options: {
  listen: string
  ports: number[]
  token: string
}): Promise<IVarnish> => start(options)
