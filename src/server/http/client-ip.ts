/**
 * The visitor's address for per-address limits. Next records the socket's address in `x-forwarded-for` only when
 * the request has none, and each trusted proxy in front appends the address it saw; so the visitor is the
 * `hops`-th entry from the right (TRUSTED_PROXY_HOPS, default 1). Entries further left are the client's own
 * claims and are never trusted. With 0 no header is trusted and every visitor shares one budget.
 */
export function clientIp(request: Request, hops: number): string {
  if (hops <= 0) return 'unknown'
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries[entries.length - hops]
  return entry && entry.length <= 64 ? entry : 'unknown'
}
