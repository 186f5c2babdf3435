import { describe, expect, it } from 'vitest'

import { overlongPath, refusedImageRequest, unansweredMethod } from './request-guards'

describe('unansweredMethod', () => {
  it('refuses TRACE, CONNECT and made-up methods, and passes the ones routes answer', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'BREW', undefined]) {
      expect(unansweredMethod(method)).toBe(true)
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(unansweredMethod(method)).toBe(false)
    }
  })
})

describe('overlongPath', () => {
  it('finds a segment over 200 characters anywhere in the path, query left out', () => {
    expect(overlongPath(`/${'a'.repeat(201)}`)).toBe(true)
    expect(overlongPath(`/life-insurance/${'a'.repeat(256)}/x`)).toBe(true)
    expect(overlongPath(`/careers/careers-details/${'b'.repeat(300)}`)).toBe(true)
    expect(overlongPath(`/blog?q=${'a'.repeat(5000)}`)).toBe(false)
    expect(overlongPath(`/${'a'.repeat(200)}`)).toBe(false)
  })

  it('finds a path longer than 2,048 characters made of short segments', () => {
    expect(overlongPath('/ab'.repeat(700))).toBe(true)
    expect(overlongPath('/life-insurance/term-plans/sahyog-smart-term')).toBe(false)
  })
})

describe('refusedImageRequest', () => {
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

  it('lets an uploaded picture or a built one through, at its one spelling', () => {
    expect(refusedImageRequest(image('/cms/api/media/file/hero-home-1.webp'))).toBeNull()
    expect(refusedImageRequest(image('/cms/api/media/file/logo_2026.v2.png'))).toBeNull()
    expect(refusedImageRequest(image('/_next/static/media/shield.4f2a9c.svg'))).toBeNull()
  })

  it('refuses every other spelling of the same file, so no spelling is a new encode', () => {
    for (const url of [
      '/cms/api/media/file/./x.png',
      '/cms/api/media/file/././././x.png',
      '/cms/api/media/./file/x.png',
      '/cms/api/media/file/%2e/x.png',
      '/cms/api/media/file/../file/x.png',
      '/cms/api/media/file//x.png',
      '/cms/api/media/file/x.png?v=2',
      '/cms/api/media/file/.hidden.png',
      '/cms/api/media/file/a..png',
      '//cms/api/media/file/x.png',
    ]) {
      expect(refusedImageRequest(image(url)), url).not.toBeNull()
    }
  })

  it('refuses other hosts, other folders, a missing url and a repeated one', () => {
    expect(refusedImageRequest(image('https://elsewhere.test/x.png'))).not.toBeNull()
    expect(refusedImageRequest(image('/cms/api/resumes/file/cv.pdf'))).not.toBeNull()
    expect(refusedImageRequest(image('/icons/icon-192.png'))).not.toBeNull()
    expect(refusedImageRequest('/_next/image?w=640&q=75')).not.toBeNull()
    expect(
      refusedImageRequest('/_next/image?url=/cms/api/media/file/a.png&url=/cms/api/media/file/b.png&w=640'),
    ).not.toBeNull()
  })

  it('leaves every other address alone', () => {
    expect(refusedImageRequest('/cms/api/media/file/./x.png')).toBeNull()
    expect(refusedImageRequest('/_next/imagery?url=x')).toBeNull()
  })
})
