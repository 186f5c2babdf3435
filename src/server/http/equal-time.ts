/**
 * Answers that must not tell by their timing what happened: the OTP sends and resends, and the policy look-ups
 * that answer the same whether a policy exists or not. Each takes at least `minMs` (OTP_MIN_ANSWER_MS).
 */
export async function padded(minMs: number, work: () => Promise<Response>): Promise<Response> {
  const started = performance.now()
  const res = await work()
  const wait = minMs - (performance.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return res
}

/** The OTP session token sent as `Authorization: Bearer <token>` (at most 200 characters), or null. */
export function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get('authorization') ?? '')
  return match ? match[1]! : null
}
