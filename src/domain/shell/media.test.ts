import { describe, expect, it } from 'vitest'

import { toSitePath } from './media'

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
