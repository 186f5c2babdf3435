import { describe, expect, it } from 'vitest'

import { choosePopup, hasWelcomePopup } from './popups'

const none = { welcomeAvailable: false, zeroGstAvailable: false, welcomeSeen: false, zeroGstSeen: false }

describe('hasWelcomePopup', () => {
  it('belongs to the home page exactly, when switched on and with content', () => {
    expect(hasWelcomePopup('/', 'Yes', { root: {} })).toBe(true)
    expect(hasWelcomePopup('/life-insurance', 'Yes', { root: {} })).toBe(false)
    expect(hasWelcomePopup('/', 'No', { root: {} })).toBe(false)
    expect(hasWelcomePopup('/', 'Yes', null)).toBe(false)
  })
})

describe('choosePopup', () => {
  it('shows the welcome popup first and keeps zero-GST for a later page view', () => {
    expect(choosePopup({ ...none, welcomeAvailable: true, zeroGstAvailable: true })).toBe('welcome')
    expect(choosePopup({ ...none, welcomeAvailable: true, zeroGstAvailable: true, welcomeSeen: true })).toBe(
      'zero-gst',
    )
  })

  it('shows zero-GST once', () => {
    expect(choosePopup({ ...none, zeroGstAvailable: true })).toBe('zero-gst')
    expect(choosePopup({ ...none, zeroGstAvailable: true, zeroGstSeen: true })).toBeNull()
    expect(choosePopup(none)).toBeNull()
  })
})
