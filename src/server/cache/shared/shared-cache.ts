import { Redis } from 'ioredis'

import { deserialize, serialize } from './codec'

/**
 * Next's page and data cache shared by every instance, in Redis (REDIS_URL). Each instance keeps:
 *
 * - the expiry time of every cache tag, mirrored in memory from one Redis hash: loaded whole at start and kept up
 *   to date by a message every instance publishes when it expires tags, so checking an entry's tags costs no
 *   round trip; after a lost connection the hash is read whole again;
 * - the entries it used last, in memory up to `memoryBytes`, behind Redis, where every entry lives for
 *   `entryTtlSeconds` under the build's id (a new release never reads an old release's pages).
 *
 * An entry is served only while none of its tags expired after it was made, by the clock of Redis (each instance
 * reads the offset of its own clock from Redis's every few seconds), so a publish on one instance expires the
 * page on all of them. Each instance also says in Redis which expiry it has applied last and that it is alive,
 * so the one that expired tags can tell when every instance has (caughtUp), before a shared cache in front is
 * purged.
 */
export interface ISharedCacheOptions {
  url: string
  /** Key prefix of the site (several sites may share one Redis). */
  prefix: string
  /** The build's id: entries are kept per build. */
  build: string
  /** This instance's name, as logs show it. */
  instance: string
  entryTtlSeconds?: number
  memoryBytes?: number
  /** Called when another instance expired tags (after the mirror has them). */
  onRemoteExpiry?: (tags: string[]) => void
  log?: (message: string, error?: unknown) => void
}

export interface ICachedEntry {
  lastModified: number
  value: unknown
  cacheControl?: unknown
  tags: string[]
}

interface IExpiryMessage {
  from: string
  seq: number
  tags: Record<string, number>
}

/** How often an instance says it is alive and reads Redis's clock; an instance silent for 3 of these is gone. */
export const HEARTBEAT_MS = 5_000
const LIVE_MS = 3 * HEARTBEAT_MS

export class SharedCache {
  readonly ready: Promise<void>
  private readonly redis: Redis
  private readonly subscriber: Redis
  private readonly expiries = new Map<string, number>()
  private readonly memory = new Map<string, { entry: ICachedEntry; bytes: number }>()
  private memoryUsed = 0
  private offset = 0
  private seenSeq = 0
  private readonly heartbeat: NodeJS.Timeout
  private readonly keys: { tags: string; seq: string; seen: string; instances: string; channel: string }

  constructor(private readonly options: ISharedCacheOptions) {
    const { prefix } = options
    this.keys = {
      tags: `${prefix}cache:tags`,
      seq: `${prefix}cache:seq`,
      seen: `${prefix}cache:seen`,
      instances: `${prefix}cache:instances`,
      channel: `${prefix}cache:expired`,
    }
    const connect = () =>
      new Redis(options.url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, enableOfflineQueue: true })
    this.redis = connect()
    this.subscriber = connect()
    this.redis.on('error', (error) => this.log('cache: Redis connection error', error))
    this.subscriber.on('error', (error) => this.log('cache: Redis subscription error', error))
    this.subscriber.on('message', (_channel, text) => this.apply(text))
    // After a reconnection the messages in between are lost: the hash has them all.
    let connectedOnce = false
    this.subscriber.on('ready', () => {
      if (connectedOnce)
        void this.loadExpiries().catch((error) => this.log('cache: tags not reloaded', error))
      connectedOnce = true
    })
    this.ready = this.start()
    this.ready.catch((error) => this.log('cache: not ready', error))
    this.heartbeat = setInterval(() => void this.beat().catch(() => undefined), HEARTBEAT_MS)
    this.heartbeat.unref()
  }

  private async start() {
    await this.subscriber.subscribe(this.keys.channel)
    await Promise.all([this.loadExpiries(), this.beat()])
  }

  /** Now, by Redis's clock (as last read). */
  now(): number {
    return Date.now() + this.offset
  }

  /** The entry under `key` unless one of its tags (or `extraTags`) expired after it was made; null otherwise. */
  async get(key: string, extraTags: readonly string[] = []): Promise<ICachedEntry | null> {
    if (!(await this.isReady())) return null
    const held = this.memory.get(key)
    if (held) {
      this.touch(key, held)
      if (this.fresh(held.entry, extraTags)) return held.entry
    }
    // Not held, or expired here: another instance may have made it again since.
    const text = await this.redis.get(this.entryKey(key)).catch((error: unknown) => {
      this.log('cache: entry not read', error)
      return null
    })
    if (!text) return null
    const entry = deserialize(text) as ICachedEntry
    if (!this.fresh(entry, extraTags)) return null
    this.remember(key, entry, text.length)
    return entry
  }

  async set(key: string, value: unknown, cacheControl: unknown, tags: readonly string[]): Promise<void> {
    const entry: ICachedEntry = { lastModified: this.now(), value, cacheControl, tags: [...new Set(tags)] }
    const text = serialize(entry)
    this.remember(key, entry, text.length)
    await this.redis
      .set(this.entryKey(key), text, 'EX', this.options.entryTtlSeconds ?? 14 * 24 * 3600)
      .catch((error: unknown) => this.log('cache: entry not written', error))
  }

  /**
   * Expires tags on every instance: at once here, and in Redis for the others (hash, then message). Returns the
   * expiry's sequence number, for caughtUp.
   */
  async expireTags(tags: readonly string[], expireSeconds = 0): Promise<number | null> {
    if (tags.length === 0) return null
    const at = this.now() + expireSeconds * 1000
    const stamped = Object.fromEntries(tags.map((tag) => [tag, at]))
    for (const tag of tags) this.expiries.set(tag, Math.max(this.expiries.get(tag) ?? 0, at))
    try {
      const seq = await this.redis.incr(this.keys.seq)
      await this.redis.hset(this.keys.tags, stamped)
      const message: IExpiryMessage = { from: this.options.instance, seq, tags: stamped }
      await this.redis.publish(this.keys.channel, JSON.stringify(message))
      return seq
    } catch (error) {
      this.log(`cache: tags expired on this instance only (${tags.join(', ')})`, error)
      return null
    }
  }

  /**
   * Whether every live instance has applied expiry `seq` (or a later one); waits up to `timeoutMs`, looking every
   * 50 ms. Resolves with the instances still behind (empty when all caught up).
   */
  async caughtUp(seq: number, timeoutMs = 3_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const behind = await this.behind(seq).catch(() => ['(Redis unreachable)'])
      if (behind.length === 0 || Date.now() >= deadline) return behind
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat)
    await Promise.allSettled([
      this.redis.zrem(this.keys.instances, this.options.instance),
      this.subscriber.quit(),
    ])
    await this.redis.quit().catch(() => undefined)
  }

  private async behind(seq: number): Promise<string[]> {
    const live = await this.redis.zrangebyscore(this.keys.instances, this.now() - LIVE_MS, '+inf')
    if (live.length === 0) return []
    const seen = await this.redis.hmget(this.keys.seen, ...live)
    return live.filter((_, i) => Number(seen[i] ?? 0) < seq)
  }

  private async isReady(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 2_000)
    })
    try {
      return await Promise.race([this.ready.then(() => true as const), timeout])
    } catch {
      return false
    } finally {
      clearTimeout(timer)
    }
  }

  private fresh(entry: ICachedEntry, extraTags: readonly string[]): boolean {
    const now = this.now()
    for (const tag of [...entry.tags, ...extraTags]) {
      const expired = this.expiries.get(tag)
      // An expiry in the same millisecond as the entry counts as after it: rendering once more is cheap.
      if (expired !== undefined && expired >= entry.lastModified && expired <= now) return false
    }
    return true
  }

  private apply(text: string) {
    let message: IExpiryMessage
    try {
      message = JSON.parse(text) as IExpiryMessage
    } catch {
      return
    }
    for (const [tag, at] of Object.entries(message.tags)) {
      this.expiries.set(tag, Math.max(this.expiries.get(tag) ?? 0, at))
    }
    this.seenSeq = Math.max(this.seenSeq, message.seq)
    if (message.from !== this.options.instance) this.options.onRemoteExpiry?.(Object.keys(message.tags))
    void this.redis
      .hset(this.keys.seen, this.options.instance, String(this.seenSeq))
      .catch((error: unknown) => this.log('cache: expiry not acknowledged', error))
  }

  private async loadExpiries() {
    const [all, seq] = await Promise.all([this.redis.hgetall(this.keys.tags), this.redis.get(this.keys.seq)])
    for (const [tag, at] of Object.entries(all)) {
      this.expiries.set(tag, Math.max(this.expiries.get(tag) ?? 0, Number(at)))
    }
    // Everything up to the sequence read is in the hash: this instance is as current as the hash.
    this.seenSeq = Math.max(this.seenSeq, Number(seq ?? 0))
    await this.redis.hset(this.keys.seen, this.options.instance, String(this.seenSeq))
    this.options.onRemoteExpiry?.(Object.keys(all))
  }

  private async beat() {
    const before = Date.now()
    const [seconds, micros] = await this.redis.time()
    const after = Date.now()
    this.offset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (before + after) / 2
    await this.redis.zadd(this.keys.instances, this.now(), this.options.instance)
  }

  private entryKey(key: string) {
    return `${this.options.prefix}cache:${this.options.build}:${key}`
  }

  private remember(key: string, entry: ICachedEntry, bytes: number) {
    const limit = this.options.memoryBytes ?? 64 * 1024 * 1024
    if (bytes > limit / 8) return
    const old = this.memory.get(key)
    if (old) this.memoryUsed -= old.bytes
    this.memory.delete(key)
    this.memory.set(key, { entry, bytes })
    this.memoryUsed += bytes
    for (const [oldest, held] of this.memory) {
      if (this.memoryUsed <= limit) break
      this.memory.delete(oldest)
      this.memoryUsed -= held.bytes
    }
  }

  private touch(key: string, held: { entry: ICachedEntry; bytes: number }) {
    this.memory.delete(key)
    this.memory.set(key, held)
  }

  private log(message: string, error?: unknown) {
    this.options.log?.(message, error)
  }
}
