import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { boxForKey, emptyDigits, OtpDigitBoxes, spreadDigits } from './OtpDigits'

describe('what typing or pasting does to the code boxes', () => {
  it('puts a typed digit in its box and moves on to the next', () => {
    expect(spreadDigits(['', '', '', ''], 0, '4')).toEqual({ digits: ['4', '', '', ''], focus: 1 })
    expect(spreadDigits(['4', '', '', ''], 1, '7')).toEqual({ digits: ['4', '7', '', ''], focus: 2 })
  })

  it('spreads a pasted or read code over the boxes from where it lands, dropping what is not a digit', () => {
    expect(spreadDigits(emptyDigits(4), 0, '12 34')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 })
    expect(spreadDigits(['9', '', '', ''], 1, '5-6')).toEqual({ digits: ['9', '5', '6', ''], focus: 3 })
  })

  it('cuts a code too long for the boxes left, and keeps the focus on the last box', () => {
    expect(spreadDigits(emptyDigits(4), 2, '123456')).toEqual({ digits: ['', '', '1', '2'], focus: 3 })
  })

  it('empties a box cleared (or given only letters), the focus staying', () => {
    expect(spreadDigits(['1', '2', '3', '4'], 2, '')).toEqual({ digits: ['1', '2', '', '4'], focus: null })
    expect(spreadDigits(['1', '2', '3', '4'], 1, 'ab')).toEqual({ digits: ['1', '', '3', '4'], focus: null })
  })
})

describe('the keys that move between the boxes', () => {
  const digits = ['1', '', '', '']
  it('goes back on Backspace in an empty box, not in a full one nor from the first', () => {
    expect(boxForKey('Backspace', 1, digits)).toBe(0)
    expect(boxForKey('Backspace', 0, digits)).toBeNull()
    expect(boxForKey('Backspace', 1, ['1', '2', '', ''])).toBeNull()
  })

  it('follows the arrows within the row', () => {
    expect(boxForKey('ArrowLeft', 2, digits)).toBe(1)
    expect(boxForKey('ArrowLeft', 0, digits)).toBeNull()
    expect(boxForKey('ArrowRight', 2, digits)).toBe(3)
    expect(boxForKey('ArrowRight', 3, digits)).toBeNull()
    expect(boxForKey('5', 1, digits)).toBeNull()
  })
})

describe('the code boxes', () => {
  const html = renderToStaticMarkup(
    <OtpDigitBoxes
      entry={{ digits: ['3', '', '', ''], boxes: { current: [] }, spread: () => {}, focusBox: () => {} }}
    />,
  )
  const inputs = html.match(/<input [^>]*>/g) ?? []

  it('are four numeric boxes in a labelled group, each named for a screen reader', () => {
    expect(html).toMatch(/^<div [^>]*role="group" aria-label="[^"]+"/)
    expect(inputs).toHaveLength(4)
    inputs.forEach((input, index) => {
      expect(input).toContain(`aria-label="Digit ${index + 1} of 4"`)
      expect(input).toContain('inputMode="numeric"')
      expect(input).toContain('required')
    })
  })

  it("carry the spec's field names and the digits typed", () => {
    expect(inputs.map((input) => /name="([^"]+)"/.exec(input)?.[1])).toEqual([
      'otp_value_one',
      'otp_value_two',
      'otp_value_three',
      'otp_value_four',
    ])
    expect(inputs[0]).toContain('value="3"')
    expect(inputs[1]).toContain('value=""')
  })

  it('let the phone offer the SMS code in the first box only', () => {
    expect(inputs[0]).toContain('autoComplete="one-time-code"')
    expect(inputs.slice(1).every((input) => input.includes('autoComplete="off"'))).toBe(true)
  })
})
