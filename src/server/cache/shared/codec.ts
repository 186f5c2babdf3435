/**
 * Next's cache entries as text for Redis and back. An entry holds bytes (a page's RSC payload, a route's body) and
 * maps (a page's segment payloads), which JSON alone would turn into arrays of numbers and empty objects.
 */
type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson }

function encode(value: unknown): TJson {
  if (value === null || value === undefined) return null
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  }
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [encode(key), encode(item)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (typeof value === 'object') {
    const out: Record<string, TJson> = {}
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = encode(item)
    return out
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value
  return null
}

function decode(value: TJson): unknown {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'string' && Object.keys(value).length === 1)
      return Buffer.from(value.$bytes, 'base64')
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) {
      return new Map(
        (value.$map as TJson[][]).map(([key, item]) => [decode(key ?? null), decode(item ?? null)]),
      )
    }
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = decode(item)
    return out
  }
  return value
}

export const serialize = (value: unknown): string => JSON.stringify(encode(value))
export const deserialize = (text: string): unknown => decode(JSON.parse(text) as TJson)
