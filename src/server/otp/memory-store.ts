import { timingSafeEqual } from 'node:crypto'

import type { IOtpSession, IOtpStore, ISmsRecord, TResendOutcome, TVerifyOutcome } from './store'

interface IEntry<T> {
  value: T
  expiresAt: number
}

/** Entries kept at most, so a flood of sends cannot exhaust the process's memory (oldest go first). */
const MAX_ENTRIES = 200_000

/**
 * The in-process store (no REDIS_URL): one instance per server process. Node runs each method's body without
 * interruption, so check-and-update is atomic here.
 */
export class MemoryOtpStore implements IOtpStore {
  readonly kind = 'memory'
  private readonly sessions = new Map<string, IEntry<IOtpSession>>()
  private readonly values = new Map<string, IEntry<string>>()
  private readonly outbox = new Map<string, IEntry<ISmsRecord[]>>()

  constructor(private readonly now: () => number = Date.now) {}

  private live<T>(map: Map<string, IEntry<T>>, key: string): T | null {
    const entry = map.get(key)
    if (!entry) return null
    if (entry.expiresAt <= this.now()) {
      map.delete(key)
      return null
    }
    return entry.value
  }

  private set<T>(map: Map<string, IEntry<T>>, key: string, value: T, ttlMs: number) {
    map.delete(key)
    if (map.size >= MAX_ENTRIES) this.sweep(map)
    map.set(key, { value, expiresAt: this.now() + ttlMs })
  }

  private sweep<T>(map: Map<string, IEntry<T>>) {
    const now = this.now()
    for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key)
    // Still full: drop the oldest tenth (Map keeps insertion order).
    if (map.size >= MAX_ENTRIES) {
      let drop = Math.ceil(MAX_ENTRIES / 10)
      for (const key of map.keys()) {
        if (drop-- <= 0) break
        map.delete(key)
      }
    }
  }

  async createSession(id: string, session: IOtpSession, ttlMs: number) {
    this.set(this.sessions, id, { ...session }, ttlMs)
  }

  async getSession(id: string) {
    const session = this.live(this.sessions, id)
    return session ? { ...session } : null
  }

  async deleteSession(id: string) {
    this.sessions.delete(id)
  }

  async verify(id: string, candidateHash: string, now: number, maxTries: number): Promise<TVerifyOutcome> {
    const session = this.live(this.sessions, id)
    if (!session) return { kind: 'missing' }
    if (session.state !== 'live') return { kind: 'dead' }
    if (now > session.expiresAt) return { kind: 'expired' }
    const a = Buffer.from(session.codeHash)
    const b = Buffer.from(candidateHash)
    if (a.length === b.length && timingSafeEqual(a, b)) {
      session.state = 'used'
      return { kind: 'ok', session: { ...session } }
    }
    session.tries += 1
    if (session.tries >= maxTries) session.state = 'dead'
    return { kind: 'wrong', triesLeft: Math.max(0, maxTries - session.tries) }
  }

  async resend(id: string, codeHash: string, now: number, codeTtlMs: number, countdownMs: number) {
    const session = this.live(this.sessions, id)
    if (!session || session.state === 'used') return { kind: 'missing' } satisfies TResendOutcome
    const waitMs = session.sentAt + countdownMs - now
    if (waitMs > 0) return { kind: 'early', waitMs } satisfies TResendOutcome
    Object.assign(session, { codeHash, expiresAt: now + codeTtlMs, tries: 0, sentAt: now, state: 'live' })
    return { kind: 'ok' } satisfies TResendOutcome
  }

  async claim(key: string, ttlMs: number) {
    if (this.live(this.values, key) !== null) return false
    this.set(this.values, key, '1', ttlMs)
    return true
  }

  async release(key: string) {
    this.values.delete(key)
  }

  async put(key: string, value: string, ttlMs: number) {
    this.set(this.values, key, value, ttlMs)
  }

  async take(key: string) {
    const value = this.live(this.values, key)
    this.values.delete(key)
    return value
  }

  async pushOutbox(record: ISmsRecord, max: number, ttlMs: number) {
    const list = [record, ...(this.live(this.outbox, record.to) ?? [])].slice(0, max)
    this.set(this.outbox, record.to, list, ttlMs)
  }

  async listOutbox(phone: string) {
    return [...(this.live(this.outbox, phone) ?? [])]
  }

  async close() {}
}
