import { describe, expect, it } from 'vitest'

import { openValue, sealValue } from './signed-value'

describe('a sealed value', () => {
  const sealed = sealValue('secret-1', 'label-a', { m: '9876543210', e: 5 })

  it('opens with its secret and label to the object sealed', () => {
    expect(openValue('secret-1', 'label-a', sealed, 300)).toEqual({ m: '9876543210', e: 5 })
  })

  it('does not open with another secret, another label, a changed body or over its length', () => {
    const [body, signature] = sealed.split('.')
    const changed = Buffer.from(JSON.stringify({ m: '9000000000', e: 5 })).toString('base64url')
    expect(openValue('secret-2', 'label-a', sealed, 300)).toBeNull()
    expect(openValue('secret-1', 'label-b', sealed, 300)).toBeNull()
    expect(openValue('secret-1', 'label-a', `${changed}.${signature}`, 300)).toBeNull()
    expect(openValue('secret-1', 'label-a', `${body}.${signature}.x`, 300)).toBeNull()
    expect(openValue('secret-1', 'label-a', sealed, sealed.length - 1)).toBeNull()
    expect(openValue('secret-1', 'label-a', null, 300)).toBeNull()
  })

  it('opens only to an object', () => {
    expect(openValue('s', 'l', sealValue('s', 'l', [1, 2]), 300)).toBeNull()
  })
})
