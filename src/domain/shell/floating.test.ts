import { describe, expect, it } from 'vitest'

import { coversAny, isTypingField, overlaps } from './floating'

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
})

describe('floating controls step aside on phones (issue item 2)', () => {
  it('sees two boxes overlap only when they share area', () => {
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true)
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false)
    expect(overlaps(box(0, 0, 10, 10), box(0, 20, 10, 10))).toBe(false)
    // Within the margin counts: a control 4 px from a button is too close to tap the right one.
    expect(overlaps(box(0, 0, 10, 10), box(14, 0, 10, 10), 8)).toBe(true)
  })

  it('a chat button at the foot of a 360×740 screen covers a full-width submit button behind it', () => {
    const chat = box(360 - 16 - 120, 740 - 16 - 48, 120, 48)
    const submit = box(16, 670, 328, 48)
    expect(coversAny([chat], [submit])).toBe(true)
    expect(coversAny([chat], [box(16, 400, 328, 48)])).toBe(false)
  })

  it('ignores controls that are not shown', () => {
    expect(coversAny([box(0, 0, 0, 0)], [box(0, 0, 10, 10)])).toBe(false)
  })

  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'tel' }, true],
    [{ tagName: 'INPUT', type: 'number' }, true],
    [{ tagName: 'INPUT', type: '' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'range' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
  ])('%o is a typing field: %s', (element, typing) => {
    expect(isTypingField(element)).toBe(typing)
  })
})
