import { describe, expect, it } from 'vitest'

import type { Footer } from '@/payload-types'

import { FOOTER_FIELDS, toFooterResponse } from './footer'

describe('toFooterResponse', () => {
  it('answers a list whose first item carries exactly the footer fields', () => {
    const footer: Footer = {
      id: 1,
      copy_rights: '© Sahyog',
      category_section: [{ category_group: 'Term plans', children: [{ name: 'Smart Term', url: '/x' }] }],
      contact_info: { phone: '1800' },
      updatedAt: '2026-01-01',
      createdAt: '2026-01-01',
    }
    const response = toFooterResponse(footer)
    expect(response).toHaveLength(1)
    expect(Object.keys(response[0]).sort()).toEqual([...FOOTER_FIELDS].sort())
    expect(response[0].copy_rights).toBe('© Sahyog')
    expect(response[0].menu_group).toBeNull()
    expect(response[0]).not.toHaveProperty('id')
  })
})
