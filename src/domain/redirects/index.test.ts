import { describe, expect, it } from 'vitest'

import {
  buildRedirectTable,
  checkRedirectChain,
  checkRedirectSource,
  checkRedirectTarget,
  isHostName,
  normalizeRedirectSource,
  resolveRedirect,
  targetPath,
  toLookup,
} from '.'

const ALLOWED = ['customer.sahyoglife.example', 'trusted.example']

describe('redirect sources', () => {
  it.each([
    ['/Old-Plan/', '/old-plan'],
    ['  /Legal/Old  ', '/legal/old'],
    ['/', '/'],
    ['//', '/'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeRedirectSource(input)).toBe(expected)
  })

  it.each(['/old-plan', '/life-insurance/smart-term-2019', '/products/term.html', '/en/old-plan', '/a_b~c'])(
    'accepts %s',
    (from) => expect(checkRedirectSource(from)).toBeNull(),
  )

  it.each([
    ['', /old address/],
    ['https://www.sahyoglife.example/old', /only the path/],
    ['//evil.example', /only the path/],
    ['/old?x=1', /query string/],
    ['/old#top', /query string/],
    ['/', /home page/],
    ['old-plan', /lowercase letters/],
    ['/old plan', /lowercase letters/],
    ['/old//plan', /lowercase letters/],
    ['/a/../b', /lowercase letters/],
    ['/a/.', /lowercase letters/],
    ['/old%2fplan', /lowercase letters/],
    ['/पुराना', /lowercase letters/],
  ])('refuses %j', (from, message) => {
    expect(checkRedirectSource(from)).toMatch(message)
  })

  // Redirecting from an error page, /admin, /cms, /api, /_next or /assets is refused.
  it.each([
    '/403',
    '/500',
    '/under-maintenance',
    '/not-found',
    '/error-pages/503',
    '/admin',
    '/admin/collections/pages',
    '/administrator',
    '/cms',
    '/cms/api/pages',
    '/api',
    '/api/v1/header',
    '/_next/static/x.js',
    '/assets/chat/chat.js',
    '/media/logo.svg',
    '/robots.txt',
  ])('refuses the reserved address %s', (from) => {
    expect(checkRedirectSource(from)).toMatch(/cannot be redirected/)
  })

  it('lets a path that merely starts like a reserved word through', () => {
    expect(checkRedirectSource('/apis-explained')).toBeNull()
    expect(checkRedirectSource('/assets-under-management')).toBeNull()
  })
})

describe('redirect targets', () => {
  it.each([
    '/life-insurance',
    '/',
    '/life-insurance/smart-term?utm_source=old-site#benefits',
    '/search?q=term+plan',
    '/blog/%E0%A4%9C',
    'https://customer.sahyoglife.example/login',
    'https://customer.sahyoglife.example',
    'HTTPS://Customer.Sahyoglife.Example/login',
    'https://trusted.example/path?x=1',
  ])('accepts %s', (to) => {
    expect(checkRedirectTarget(to, ALLOWED)).toBeNull()
  })

  // Each of these either leaves the site for a host nobody vetted, or runs script.
  it.each([
    ['', /Enter where/],
    ['//evil.example', /leaves the site/],
    ['//evil.example/path', /leaves the site/],
    ['/\\evil.example', /backslash/],
    ['\\\\evil.example', /backslash/],
    ['/path\\to', /backslash/],
    ['javascript:alert(1)', /Only https/],
    ['JavaScript:alert(1)', /Only https/],
    ['data:text/html,<script>alert(1)</script>', /spaces|Only https/],
    ['data:text/html;base64,PHNjcmlwdD4=', /Only https/],
    ['vbscript:msgbox(1)', /Only https/],
    ['http://customer.sahyoglife.example/login', /Only https/],
    ['ftp://trusted.example/file', /Only https/],
    ['https:evil.example', /Only https/],
    ['https:/evil.example', /Only https/],
    ['/%2F%2Fevil.example', /percent-escapes/],
    ['/%2f%2fevil.example', /percent-escapes/],
    ['/%5Cevil.example', /percent-escapes/],
    ['/%5cevil.example', /percent-escapes/],
    ['/%09/evil.example', /percent-escapes/],
    ['/%0d%0aSet-Cookie:x=1', /percent-escapes/],
    ['/%252F%252Fevil.example', /percent-escapes/],
    ['/%25252F', /percent-escapes/],
    ['/%2e%2e/admin', /percent-escapes/],
    ['/x%00', /percent-escapes/],
    ['/x%2', /broken percent-escape/],
    ['/x%zz', /broken percent-escape/],
    ['/\t/evil.example', /spaces, tabs/],
    ['/\n/evil.example', /spaces, tabs/],
    ['/\r\nLocation: https://evil.example', /spaces, tabs/],
    [' /life-insurance', /spaces, tabs/],
    ['/life insurance', /spaces, tabs/],
    ['/x\u0000', /spaces, tabs/],
    ['/x\u007f', /spaces, tabs/],
    ['/x\u200b', /spaces, tabs/],
    ['java\tscript:alert(1)', /spaces, tabs/],
    ['https://trusted.example@evil.example', /user name/],
    ['https://trusted.example:pw@evil.example/', /user name/],
    ['https://@evil.example', /user name/],
    ['https://evil.example/?@trusted.example', /not on the list/],
    ['https://evil-trusted.example/', /not on the list/],
    ['https://trusted.example.evil.example/', /not on the list/],
    ['https://eviltrusted.example/', /not on the list/],
    ['https://sub.trusted.example/', /not on the list/],
    ['https://trusted.example./', /not valid/],
    ['https://trusted.example:8443/', /port/],
    ['https://trusted%2Eexample/', /not valid/],
    ['https://xn--trsted-9ya.example/', /not on the list/],
    ['https://trüsted.example/', /not valid/],
    ['https:///evil.example', /not valid/],
    ['https://127.0.0.1/', /not on the list/],
    ['https://trusted.example//evil.example', /empty path segment/],
    ['https://trusted.example/%2F%2Fevil.example', /percent-escapes/],
    ['/a//b', /empty path segment/],
    ['/a/../admin', /\. or \.\. segment/],
    ['life-insurance', /site path starting with \//],
    ['./life-insurance', /site path starting with \//],
    ['?x=1', /site path starting with \//],
    ['/<script>', /URL punctuation/],
    ['/\uff0f\uff0fevil.example', /URL punctuation/],
  ])('refuses %j', (to, message) => {
    expect(checkRedirectTarget(to, ALLOWED)).toMatch(message)
  })

  it('matches allowed hosts exactly, whatever case the list was typed in', () => {
    expect(checkRedirectTarget('https://trusted.example/', [' Trusted.Example '])).toBeNull()
    expect(checkRedirectTarget('https://trusted.example/', [])).toMatch(/not on the list/)
  })

  it('knows a host name from anything else', () => {
    expect(isHostName('customer.sahyoglife.example')).toBe(true)
    expect(isHostName('localhost')).toBe(false)
    expect(isHostName('trusted.example.')).toBe(false)
    expect(isHostName('-bad.example')).toBe(false)
    expect(isHostName('user@trusted.example')).toBe(false)
  })

  it('reads the site path a target points at', () => {
    expect(targetPath('/Life-Insurance/?x=1#y')).toBe('/life-insurance')
    expect(targetPath('/')).toBe('/')
    expect(targetPath('https://trusted.example/a')).toBeNull()
  })
})

describe('loops and chains', () => {
  it('refuses a redirect to its own address', () => {
    expect(checkRedirectChain('/a', '/a', [])).toMatch(/its own address/)
    expect(checkRedirectChain('/a', '/A/?utm=1', [])).toMatch(/its own address/)
  })

  it('refuses a → b when b → a exists', () => {
    expect(checkRedirectChain('/a', '/b', [{ from: '/b', to: '/a' }])).toBe(
      'This would make a loop: /a → /b → /a',
    )
  })

  it('refuses the edge that closes a longer cycle', () => {
    const others = [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/d?x=1' },
      { from: '/d', to: '/a' },
    ]
    expect(checkRedirectChain('/a', '/b', others)).toBe('This would make a loop: /a → /b → /c → /d → /a')
  })

  it('refuses a target that is itself redirected, naming where it goes', () => {
    expect(checkRedirectChain('/a', '/b', [{ from: '/b', to: '/c' }])).toBe(
      '/b is itself redirected to /c: point this redirect straight at the final address',
    )
  })

  it('accepts targets nobody redirects, and other hosts', () => {
    const others = [{ from: '/b', to: '/c' }]
    expect(checkRedirectChain('/a', '/c', others)).toBeNull()
    expect(checkRedirectChain('/b', '/d', [{ from: '/a', to: '/b' }])).toBeNull()
    expect(checkRedirectChain('/a', 'https://trusted.example/b', others)).toBeNull()
  })
})

describe('the redirect table', () => {
  const rule = (from: string, to: string, status: number = 301) => ({
    from,
    to,
    status,
  })

  it('flattens chains to one hop with the first hop status', () => {
    const table = buildRedirectTable([rule('/a', '/b', 308), rule('/b', '/c'), rule('/c', '/d?x=1')], ALLOWED)
    expect(table).toEqual([rule('/a', '/d?x=1', 308), rule('/b', '/d?x=1'), rule('/c', '/d?x=1')])
  })

  it('reads the status as the CMS stores it', () => {
    expect(buildRedirectTable([{ from: '/a', to: '/b', status: '308' }], [])).toEqual([rule('/a', '/b', 308)])
  })

  it('drops cycles, invalid rows and hosts no longer allowed', () => {
    const table = buildRedirectTable(
      [
        rule('/a', '/b'),
        rule('/b', '/a'),
        rule('/c', '//evil.example'),
        rule('/api/x', '/d'),
        rule('/e', 'https://trusted.example/e'),
        rule('/f', '/f'),
        rule('/g', '/h', 200),
        rule('/Old/', '/life-insurance'),
      ],
      ['customer.sahyoglife.example'],
    )
    expect(table).toEqual([rule('/old', '/life-insurance')])
  })
})

describe('resolving a request', () => {
  const lookup = toLookup([
    { from: '/old-plan', to: '/life-insurance', status: 301 },
    { from: '/campaign', to: '/life-insurance?utm_source=print#plans', status: 308 },
    { from: '/portal', to: 'https://customer.sahyoglife.example/login', status: 302 },
    { from: '/old-home', to: '/', status: 301 },
  ])

  it('answers the target and status, trailing slash and case ignored', () => {
    expect(resolveRedirect(lookup, '/old-plan')).toEqual({ location: '/life-insurance', status: 301 })
    expect(resolveRedirect(lookup, '/old-plan/')).toEqual({ location: '/life-insurance', status: 301 })
    expect(resolveRedirect(lookup, '/Old-Plan')).toEqual({ location: '/life-insurance', status: 301 })
  })

  it('keeps the query string, after the target own and before its fragment', () => {
    expect(resolveRedirect(lookup, '/old-plan', '?utm_source=mail&x=1')?.location).toBe(
      '/life-insurance?utm_source=mail&x=1',
    )
    expect(resolveRedirect(lookup, '/campaign', '?x=1')?.location).toBe(
      '/life-insurance?utm_source=print&x=1#plans',
    )
    expect(resolveRedirect(lookup, '/portal', '?ref=site')?.location).toBe(
      'https://customer.sahyoglife.example/login?ref=site',
    )
  })

  it('is skipped when the URL carries _preview= (spec 7)', () => {
    expect(resolveRedirect(lookup, '/old-plan', '?_preview=abc')).toBeNull()
    expect(resolveRedirect(lookup, '/old-plan', '?x=1&_preview=1')).toBeNull()
  })

  it('keeps the /en prefix of the same path', () => {
    expect(resolveRedirect(lookup, '/en/old-plan')?.location).toBe('/en/life-insurance')
    expect(resolveRedirect(lookup, '/en/old-home')?.location).toBe('/en')
    expect(resolveRedirect(lookup, '/en/portal')?.location).toBe('https://customer.sahyoglife.example/login')
  })

  it('answers null for any other path', () => {
    expect(resolveRedirect(lookup, '/')).toBeNull()
    expect(resolveRedirect(lookup, '/old-plan/more')).toBeNull()
    expect(resolveRedirect(lookup, '/english/old-plan')).toBeNull()
    expect(resolveRedirect(toLookup([]), '/old-plan')).toBeNull()
  })
})
