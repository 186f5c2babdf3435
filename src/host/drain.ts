import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Stopping one instance of many without failing a visitor (docs/operations.md, "Health, draining and metrics").
 * On SIGTERM the host:
 *
 * 1. marks the instance not ready at once (`/readyz` answers 503) and stops the background work's timers (the CRM
 *    worker, the job runner: another instance picks up their work), letting what they have under way finish;
 * 2. keeps serving for `graceMs`, in-flight and new requests alike, so the load balancer sees /readyz fail and
 *    stops sending; each answer from now on says `Connection: close`, so clients open their next connection to
 *    another instance;
 * 3. stops accepting connections (`server.close()`) and closes the idle keep-alive ones;
 * 4. waits for the requests in flight and the background work to finish, up to `timeoutMs` after the signal; what
 *    is still open then is cut.
 *
 * The caller exits once `start()` resolves.
 */
export interface IDrainSettings {
  /** How long the instance keeps serving, not ready, before it refuses connections. */
  graceMs: number
  /** The whole drain's bound, counted from the signal. */
  timeoutMs: number
}

export interface IDrainSteps {
  /** Readiness turns 503. Called first, before anything else changes. */
  notReady: () => void
  /** Stops the background work starting anything new; resolves when what it had under way has finished. */
  stopBackground: () => Promise<void>
}

export interface IDrainOutcome {
  /** Every request in flight was answered and the background work stopped within the bound. */
  finished: boolean
  /** Requests still open at the bound, cut. */
  cut: number
  ms: number
}

export class Drain {
  private readonly open = new Set<ServerResponse>()
  private readonly waiting: Array<() => void> = []
  private drain: Promise<IDrainOutcome> | null = null
  private closed = false

  constructor(
    private readonly server: Server,
    private readonly settings: IDrainSettings,
    private readonly steps: IDrainSteps,
  ) {}

  get draining(): boolean {
    return this.drain !== null
  }

  get inFlight(): number {
    return this.open.size
  }

  /** Called first for every request: counts it until its answer is done; while draining, the answer closes. */
  track(_req: IncomingMessage, res: ServerResponse): void {
    this.open.add(res)
    if (this.draining) closeAfter(res)
    res.once('close', () => {
      this.open.delete(res)
      // The connection it came on may be idle now: after the server stops accepting, it is closed.
      if (this.closed) this.server.closeIdleConnections()
      if (this.open.size === 0) for (const wake of this.waiting.splice(0)) wake()
    })
  }

  /** Starts the drain (once: a second call answers the same outcome). */
  start(): Promise<IDrainOutcome> {
    this.drain ??= this.run()
    return this.drain
  }

  private async run(): Promise<IDrainOutcome> {
    const began = Date.now()
    const { graceMs, timeoutMs } = this.settings
    this.steps.notReady()
    for (const res of this.open) closeAfter(res)
    const background = this.steps.stopBackground().catch(() => undefined)
    await sleep(Math.min(graceMs, timeoutMs))
    this.closed = true
    this.server.close()
    this.server.closeIdleConnections()
    const finished = await within(
      began + timeoutMs - Date.now(),
      Promise.all([this.allAnswered(), background]),
    )
    const cut = this.open.size
    if (!finished) this.server.closeAllConnections()
    return { finished, cut, ms: Date.now() - began }
  }

  private allAnswered(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiting.push(resolve))
  }
}

/** The answer closes its connection once sent, unless its headers are already gone. */
function closeAfter(res: ServerResponse) {
  if (!res.headersSent) res.setHeader('connection', 'close')
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Whether `work` settles within `ms`. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms))
  })
  try {
    return await Promise.race([work.then(() => true as const), late])
  } finally {
    clearTimeout(timer)
  }
}
