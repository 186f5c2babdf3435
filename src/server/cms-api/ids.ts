/**
 * Document ids in Payload's REST addresses. Payload turns the `:id` of `/cms/api/pages/abc` into NaN and hands it
 * to the database, which fails: a 500 with the whole query in the log, to anyone. Ours are whole numbers
 * (`serial` in PostgreSQL, `integer` in SQLite), so an address whose id is anything else names no document and is
 * answered 404 before Payload runs. Which segment is an id is read from Payload's own endpoint table, so custom
 * endpoints (`/payload-jobs/run`) and words such as `count`, `versions` and `me` are never taken for one.
 */

export interface IEndpointShape {
  method: string
  path: string
}

/** A collection or global as its REST addresses are made: `/cms/api/<prefix>/<endpoint path>`. */
export interface IRestEntity {
  /** `pages`, or `globals/site-settings`. */
  prefix: string
  /** Whether its ids are text (a collection with a custom text id): then no id is malformed. */
  textIds: boolean
  endpoints: IEndpointShape[]
}

/** A whole number from 1 up, as the database makes them, without sign, exponent, point or leading zero. */
const WHOLE_ID = /^[1-9]\d{0,15}$/

/** `:id` parameters that are not document ids (an e-mail verification token). */
const TOKEN_ENDPOINTS = new Set(['/verify/:id'])

function matches(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(pattern.length, segments.length); i++) {
    const part = pattern[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (part !== segment) return null
  }
  return params
}

/**
 * True when `pathname` (after the API's base, e.g. `/pages/abc`) is a document address of one of `entities` whose
 * id is not a whole number. The first endpoint that matches decides, as in Payload.
 */
export function malformedDocumentId(method: string, pathname: string, entities: IRestEntity[]): boolean {
  const segments = pathname.split('/').filter(Boolean)
  for (const entity of entities) {
    if (entity.textIds) continue
    const prefix = entity.prefix.split('/')
    if (prefix.some((part, i) => segments[i] !== part)) continue
    const rest = segments.slice(prefix.length)
    for (const endpoint of entity.endpoints) {
      if (endpoint.method.toLowerCase() !== method.toLowerCase()) continue
      const params = matches(endpoint.path.split('/').filter(Boolean), rest)
      if (!params) continue
      if (TOKEN_ENDPOINTS.has(endpoint.path) || params.id === undefined) return false
      return !WHOLE_ID.test(params.id)
    }
    return false
  }
  return false
}

interface IPayloadEntityConfig {
  slug: string
  endpoints?: false | { method: string; path: string }[]
}

/** The entities of Payload's sanitized config, collections and globals. */
export function restEntities(config: {
  collections: (IPayloadEntityConfig & { customIDType?: string })[]
  globals: IPayloadEntityConfig[]
}): IRestEntity[] {
  const shapes = (endpoints: IPayloadEntityConfig['endpoints']) =>
    (endpoints || []).map(({ method, path }) => ({ method, path }))
  return [
    ...config.globals.map((global) => ({
      prefix: `globals/${global.slug}`,
      textIds: false,
      endpoints: shapes(global.endpoints),
    })),
    ...config.collections.map((collection) => ({
      prefix: collection.slug,
      textIds: collection.customIDType === 'text',
      endpoints: shapes(collection.endpoints),
    })),
  ]
}
