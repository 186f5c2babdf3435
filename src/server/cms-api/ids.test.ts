import { describe, expect, it } from 'vitest'

import { type IRestEntity, malformedDocumentId, restEntities } from './ids'

/** Payload's own endpoint table for a collection (3.90), with a custom endpoint first as Payload puts it. */
const endpoints = (custom: { method: string; path: string }[] = []) => [
  ...custom,
  { method: 'post', path: '/:id/duplicate' },
  { method: 'get', path: '/count' },
  { method: 'post', path: '/' },
  { method: 'delete', path: '/:id' },
  { method: 'post', path: '/access/:id?' },
  { method: 'get', path: '/versions' },
  { method: 'get', path: '/' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'post', path: '/versions/:id' },
  { method: 'patch', path: '/:id' },
  { method: 'get', path: '/verify/:id' },
  { method: 'get', path: '/file/:filename' },
]

const entities: IRestEntity[] = restEntities({
  globals: [{ slug: 'site-settings', endpoints: [{ method: 'get', path: '/versions/:id' }] }],
  collections: [
    { slug: 'pages', endpoints: endpoints() },
    { slug: 'payload-jobs', endpoints: endpoints([{ method: 'get', path: '/run' }]) },
    { slug: 'users', endpoints: endpoints() },
    { slug: 'codes', customIDType: 'text', endpoints: endpoints() },
  ],
})

describe('malformedDocumentId', () => {
  it.each(['abc', '1.5', '-1', 'Infinity', 'NaN', '1e3', '0x10', '01', ' 1', '99999999999999999'])(
    'finds %j malformed where Payload expects a document id',
    (id) => {
      expect(malformedDocumentId('GET', `/pages/${id}`, entities)).toBe(true)
      expect(malformedDocumentId('PATCH', `/pages/${id}`, entities)).toBe(true)
      expect(malformedDocumentId('DELETE', `/pages/${id}`, entities)).toBe(true)
      expect(malformedDocumentId('GET', `/pages/versions/${id}`, entities)).toBe(true)
      expect(malformedDocumentId('POST', `/pages/${id}/duplicate`, entities)).toBe(true)
      expect(malformedDocumentId('GET', `/globals/site-settings/versions/${id}`, entities)).toBe(true)
    },
  )

  it('passes whole-number ids', () => {
    expect(malformedDocumentId('GET', '/pages/1', entities)).toBe(false)
    expect(malformedDocumentId('GET', '/pages/4711', entities)).toBe(false)
    expect(malformedDocumentId('GET', '/pages/versions/12', entities)).toBe(false)
  })

  it('never takes a word of Payload’s own or a custom endpoint for an id', () => {
    for (const address of ['/pages', '/pages/count', '/pages/versions', '/payload-jobs/run']) {
      expect(malformedDocumentId('GET', address, entities), address).toBe(false)
    }
    expect(malformedDocumentId('POST', '/pages/access', entities)).toBe(false)
    expect(malformedDocumentId('GET', '/users/verify/a1b2c3-token', entities)).toBe(false)
    expect(malformedDocumentId('GET', '/media/file/photo.png', entities)).toBe(false)
  })

  it('leaves collections with text ids, unknown collections and other methods alone', () => {
    expect(malformedDocumentId('GET', '/codes/abc', entities)).toBe(false)
    expect(malformedDocumentId('GET', '/unknown/abc', entities)).toBe(false)
    expect(malformedDocumentId('PUT', '/pages/abc', entities)).toBe(false)
  })
})
