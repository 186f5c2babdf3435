import { describe, expect, it } from 'vitest'

import { chatConfig } from './chat'

describe('chatConfig', () => {
  it('takes the first toll-free line and the support e-mail', () => {
    expect(
      chatConfig({
        toll_free: [
          { label: 'Buy a new policy', number: '1800-000-1234' },
          { label: 'Existing customers', number: '1800-000-5678' },
        ],
        support_email: 'care@sahyoglife.example',
      }),
    ).toEqual({
      phone: '1800-000-1234',
      phoneHref: 'tel:18000001234',
      phoneLabel: 'Buy a new policy',
      email: 'care@sahyoglife.example',
      advisorUrl: '/contact-us',
      payUrl: '/renewal-payment',
    })
  })

  it('leaves the phone empty when no line is configured', () => {
    expect(chatConfig({ toll_free: null, support_email: 'a@b.example' }).phoneHref).toBe('')
  })
})
