import { describe, expect, it } from 'vitest'

import { schemaValues, serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(text).toContain('\\u003c/script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('escapes line separators and still parses back', () => {
    const text = serializeJsonLd({ a: 'x\u2028y' })
    expect(text).toBe('{"a":"x\\u2028y"}')
    expect(JSON.parse(text)).toEqual({ a: 'x\u2028y' })
  })
})

describe('schemaValues', () => {
  it('reads objects from the first meta entry and parses JSON text', () => {
    const org = { '@type': 'Organization', name: 'Sahyog' }
    expect(
      schemaValues([
        {
          schema: [
            { schema_value: org },
            { schema_value: '{"@type":"WebSite"}' },
            { schema_value: 'not json' },
            { schema_value: 3 },
          ],
        },
        { schema: [{ schema_value: { ignored: true } }] },
      ]),
    ).toEqual([org, { '@type': 'WebSite' }])
  })

  it('returns nothing when there is no meta', () => {
    expect(schemaValues(null)).toEqual([])
    expect(schemaValues([])).toEqual([])
    expect(schemaValues([{ schema: null }])).toEqual([])
  })
})
