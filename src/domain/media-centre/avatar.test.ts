import { describe, expect, it } from 'vitest'

import { AA_CONTRAST, AVATAR_COLOURS, avatarColour, avatarFor, contrastRatio, initials } from './avatar'

describe('initials', () => {
  it.each([
    ['Asha Devi Rao', 'AR'],
    ['Kavita Menon', 'KM'],
    ['ravi kumar', 'RK'],
    ['  Gurpreet   Sandhu  ', 'GS'],
    ['Madonna', 'M'],
    ['Dr. K. Ramesh', 'DR'],
    ['(Asha) Rao', 'AR'],
    ['Asha Rao -', 'AR'],
    ['Ékaterina Ünal', 'ÉÜ'],
    ['अनन्या बोस', 'अब'],
    ['', ''],
    ['   ', ''],
    ['- .', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})

describe('contrastRatio', () => {
  it('follows WCAG 2: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#084887', '#084887')).toBe(1)
    // Figures worked out from the WCAG formula by hand: #777777 just misses AA on white, #767676 just passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/)
  })
})

describe('avatar colours', () => {
  it.each(AVATAR_COLOURS)('white initials on %s pass WCAG AA (4.5:1)', (colour) => {
    expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(AA_CONTRAST)
  })

  it('are five or six distinct colours', () => {
    expect(new Set(AVATAR_COLOURS).size).toBe(AVATAR_COLOURS.length)
    expect(AVATAR_COLOURS.length).toBeGreaterThanOrEqual(5)
    expect(AVATAR_COLOURS.length).toBeLessThanOrEqual(6)
  })

  it('give a name the same colour every time, whatever its case or spacing', () => {
    expect(avatarColour('Asha Devi Rao')).toBe(avatarColour('Asha Devi Rao'))
    expect(avatarColour('  asha   devi RAO ')).toBe(avatarColour('Asha Devi Rao'))
    expect(AVATAR_COLOURS).toContain(avatarColour('Asha Devi Rao'))
    expect(AVATAR_COLOURS).toContain(avatarColour(''))
  })

  it('spread a page of customers over several colours', () => {
    const names = [
      'Kavita Menon',
      'Rajesh Kulkarni',
      'Farhan Qureshi',
      'Lakshmi Narayanan',
      'Gurpreet Sandhu',
      'Ananya Bose',
    ]
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThanOrEqual(4)
  })
})

describe('avatarFor', () => {
  it('is the initials and the colour together', () => {
    expect(avatarFor('Asha Devi Rao')).toEqual({ initials: 'AR', background: avatarColour('Asha Devi Rao') })
  })
})
