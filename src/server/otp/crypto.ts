import { createHmac, randomBytes, randomInt } from 'node:crypto'

/** Keyed hashes and random values of the OTP flow, all under one server secret. */
export class OtpCrypto {
  constructor(private readonly secret: string) {}

  private mac(...parts: string[]) {
    return createHmac('sha256', this.secret).update(parts.join('\u0000')).digest('base64url')
  }

  /** A uniformly random code of `length` digits (CSPRNG). */
  code(length: number): string {
    return String(randomInt(0, 10 ** length)).padStart(length, '0')
  }

  /** 32 random bytes, base64url: session tokens and form tokens. */
  token(): string {
    return randomBytes(32).toString('base64url')
  }

  /** The stable internal id of a session, derived from its bearer token (the token itself is never stored). */
  sessionId(token: string): string {
    return this.mac('session', token).slice(0, 32)
  }

  /**
   * The stored form of a code: bound to its session, number and purpose, so the same digits for another number
   * or purpose (a lead-form code presented to a NACH request) never match.
   */
  codeHash(sessionId: string, phone: string, purpose: string, code: string): string {
    return this.mac('code', sessionId, phone, purpose, code)
  }

  /** The middle segment of `auth_token`: a signature over the verified session, number, purpose and client id. */
  proofSignature(sessionId: string, phone: string, purpose: string, otpAuthId: string): string {
    return this.mac('proof', sessionId, phone, purpose, otpAuthId, randomBytes(16).toString('hex'))
  }

  /** Store key of a proof or form token: the value presented is never kept as such. */
  lookupKey(kind: string, value: string): string {
    return `${kind}:${this.mac('lookup', kind, value).slice(0, 43)}`
  }
}
