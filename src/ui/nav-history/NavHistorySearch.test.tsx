import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }))

import en from '@/domain/i18n/en/services.json' with { type: 'json' }
import { textPairs } from '@/domain/i18n/fallback'
import hi from '@/domain/i18n/hi/services.json' with { type: 'json' }

import { Texts } from '../i18n/Texts'
import { afterNavCheck, NavHistorySearch } from './NavHistorySearch'

const FUNDS = [
  { sfin: 'ULIF001', name: 'Equity Fund', first: '2021-07-01', last: '2026-10-30' },
  { sfin: 'ULIF002', name: 'Debt Fund', first: '2020-01-01', last: '2026-10-30' },
]

const form = (props: Partial<Parameters<typeof NavHistorySearch>[0]> = {}) => (
  <NavHistorySearch
    funds={FUNDS}
    values={{ fund: 'ULIF001', from: '2024-01-01', to: '2024-03-31' }}
    message={null}
    errors={{}}
    servicesPath="/api/v1/sahyog/services"
    action="/nav-history"
    texts={en.navPage}
    {...props}
  >
    <table>
      <caption>result</caption>
    </table>
  </NavHistorySearch>
)
const render = (props: Partial<Parameters<typeof NavHistorySearch>[0]> = {}) =>
  renderToStaticMarkup(form(props))

describe('the NAV history form', () => {
  it('is a GET form to the page, so it works without script, with the chosen fund’s days as the limits', () => {
    const html = render()
    expect(html).toMatch(/<form [^>]*method="get"/)
    expect(html).toMatch(/<form [^>]*action="\/nav-history"/)
    expect(html).toContain('name="fund"')
    expect(html).toMatch(
      /<input id="nav-from"[^>]*min="2021-07-01" max="2026-10-30"[^>]*name="from" value="2024-01-01"/,
    )
    expect(html).toContain('<caption>result</caption>')
  })

  it("shows the server's messages under the fields", () => {
    const html = render({
      message: 'Please enter the valid inputs',
      errors: { from: 'From date should not be after To date' },
    })
    expect(html).toContain('role="alert"')
    expect(html).toContain('Please enter the valid inputs')
    expect(html).toMatch(/id="nav-from"[^>]*aria-invalid="true"[^>]*aria-describedby="nav-from-error"/)
    expect(html).toContain(
      '<p id="nav-from-error" class="mt-1 text-sm text-red-700">From date should not be after To date</p>',
    )
  })
})

describe('the NAV history form on a Hindi page', () => {
  const html = renderToStaticMarkup(
    <Texts language="hi" pairs={textPairs(en, hi)}>
      {form({
        action: '/hi/nav-history',
        texts: hi.navPage,
        fundsLang: 'en',
        message: 'Please enter the valid inputs',
        errors: { fund: 'Please select a fund' },
      })}
    </Texts>,
  )

  it('goes to the Hindi page, with its labels, button and hint in Hindi and the funds marked English', () => {
    expect(html).toMatch(/<form [^>]*action="\/hi\/nav-history"/)
    expect(html).toContain('फ़ंड')
    expect(html).toContain('NAV देखें')
    expect(html).toContain('एक बार में ज़्यादा से ज़्यादा 5 वर्ष चुनें।')
    expect(html).toContain('<option value="ULIF001" lang="en" selected="">Equity Fund</option>')
  })

  it('shows the API’s English messages in Hindi', () => {
    expect(html).toContain('कृपया सही जानकारी दर्ज करें')
    expect(html).toContain('कृपया एक फ़ंड चुनें')
    expect(html).not.toContain('Please select a fund')
  })
})

describe('what the form does with the answer of its token-holding check', () => {
  it('shows a refused choice in place, opens a good one, and goes to the page otherwise', () => {
    expect(
      afterNavCheck({
        status: 400,
        message: 'Please enter the valid inputs',
        errors: { to: 'Please choose a period of at most 5 years' },
      }),
    ).toEqual({
      kind: 'refused',
      answer: {
        message: 'Please enter the valid inputs',
        errors: { to: 'Please choose a period of at most 5 years' },
      },
    })
    expect(afterNavCheck({ status: 200, message: 'ok', data: {} })).toEqual({ kind: 'open' })
    expect(
      afterNavCheck({
        status: 403,
        message: 'Your form session has expired. Please reload the page and try again.',
      }),
    ).toEqual({
      kind: 'submit',
    })
    expect(afterNavCheck({ status: 0, message: 'somthing went wrong!' })).toEqual({ kind: 'submit' })
    expect(afterNavCheck({ status: 400, message: "Unsupported api-version 'v2'" })).toEqual({
      kind: 'submit',
    })
  })
})
