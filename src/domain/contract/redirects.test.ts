import { describe, expect, it } from 'vitest'

import { toLookup } from '../redirects'
import { toRedirectResponse } from './redirects'

describe('GET /api/v1/redirects{path}', () => {
  const lookup = toLookup([{ from: '/old-plan', to: '/life-insurance', status: 301 }])

  it('answers { to } for a redirected path (spec 3: "Redirect: to")', () => {
    expect(toRedirectResponse(lookup, '/old-plan')).toEqual({ to: '/life-insurance' })
    expect(toRedirectResponse(lookup, '/old-plan/')).toEqual({ to: '/life-insurance' })
  })

  it('answers an empty object otherwise, so "if the answer has `to`" is simply false', () => {
    expect(toRedirectResponse(lookup, '/life-insurance')).toEqual({})
    expect(toRedirectResponse(lookup, '//evil.example')).toEqual({})
  })
})
