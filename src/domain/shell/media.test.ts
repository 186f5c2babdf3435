import { describe, expect, it } from 'vitest'

import { focalPosition, toSitePath } from './media'

describe('toSitePath', () => {
  it('turns an absolute address of an uploaded file into a site path', () => {
    expect(toSitePath('http://localhost:3200/cms/api/media/file/hero-home.png')).toBe(
      '/cms/api/media/file/hero-home.png',
    )
    expect(toSitePath('https://www.example.in/cms/api/media/file/logo.svg?v=2')).toBe(
      '/cms/api/media/file/logo.svg?v=2',
    )
  })

  it('leaves site paths and other hosts alone', () => {
    expect(toSitePath('/cms/api/media/file/a.png')).toBe('/cms/api/media/file/a.png')
    expect(toSitePath('https://cdn.example.com/images/a.png')).toBe('https://cdn.example.com/images/a.png')
    expect(toSitePath('//evil.example/cms/api/media/file/a.png')).toBe(
      '//evil.example/cms/api/media/file/a.png',
    )
    expect(toSitePath('not a url')).toBe('not a url')
  })
})

describe('focalPosition', () => {
  it('anchors a cropped picture at the focal point the editor set', () => {
    expect(focalPosition({ focalX: 30, focalY: 20 })).toBe('30% 20%')
    expect(focalPosition({ focalX: 33.4, focalY: 120 })).toBe('33% 100%')
  })

  it('leaves the centre, and pictures without a focal point, to the browser', () => {
    expect(focalPosition({ focalX: 50, focalY: 50 })).toBeUndefined()
    expect(focalPosition({})).toBeUndefined()
    expect(focalPosition({ focalX: null, focalY: 40 })).toBeUndefined()
  })
})
