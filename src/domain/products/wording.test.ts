import { describe, expect, it } from 'vitest'

import { blockText, flatBlocks, type TPdfBlock } from '../certificates/document'
import { ANNUITY, ISSUER, TERM, ULIP, WITHDRAWN } from './testing/plans'
import { policyWordingDocument } from './wording'

const sections = (blocks: readonly TPdfBlock[]) =>
  flatBlocks(blocks).flatMap((block) => (block.kind === 'section' ? [block.text] : []))

/** The text of one part, from its heading to the next. */
function part(document: readonly TPdfBlock[], letter: string): string {
  const blocks = flatBlocks(document)
  const start = blocks.findIndex(
    (block) => block.kind === 'section' && block.text.startsWith(`Part ${letter}:`),
  )
  const end = blocks.findIndex((block, index) => index > start && block.kind === 'section')
  return blockText(blocks.slice(start, end))
}

describe('a plan’s policy wording', () => {
  const wording = policyWordingDocument(TERM, ISSUER)

  it('has the six parts of an Indian policy document, in order, after a cover with the UIN', () => {
    expect(wording.blocks[0]).toMatchObject({
      kind: 'banner',
      title: 'Sahyog Smart Term',
      subtitle: 'Policy wording',
    })
    expect(blockText(wording.blocks.slice(0, 3))).toContain('000N052V03')
    expect(sections(wording.blocks)).toEqual([
      'Part A: Welcome letter and free-look period',
      'Part B: Definitions',
      'Part C: Policy features and benefits',
      'Part D: Premiums, grace period and revival',
      'Part E: Charges',
      'Part F: General terms and conditions',
      'Important information',
    ])
    expect(wording.footer).toBe('Sahyog Smart Term · UIN 000N052V03 · Policy wording')
  })

  it('states the plan’s own terms: its benefits as numbered clauses, its eligibility and premium paying term', () => {
    const c = part(wording.blocks, 'C')
    expect(c).toContain('C.1 Cover up to age 85\nWith a premium that never rises during the term.')
    expect(c).toContain('C.2 Three payout options')
    expect(c).toContain('C.4 Eligibility conditions')
    expect(c).toContain('Age at entry 18 to 65 years')
    expect(c).toContain('Minimum sum assured ₹25 lakh')
    const d = part(wording.blocks, 'D')
    expect(d).toContain('This plan offers: Single, 5, 10, 15 years or regular.')
    expect(d).toContain('15 days for monthly premiums')
    expect(d).toContain('revived within five years of the due date of the first unpaid premium')
  })

  it('has no charges for a non-linked plan, and the exclusions, rights and grievance route in Part F', () => {
    expect(part(wording.blocks, 'E')).toContain('Not applicable: Sahyog Smart Term is a non-linked plan')
    const f = part(wording.blocks, 'F')
    for (const expected of [
      'F.1 Suicide within 12 months',
      '80% of the total premiums paid',
      'Section 39 of the Insurance Act, 1938',
      'Section 38 of the Insurance Act, 1938',
      'Under Section 45',
      'grievance@sahyoglife.example',
      'Insurance Ombudsman',
      'laws of India',
    ])
      expect(f).toContain(expected)
    expect(f).not.toContain('Free-look')
    expect(part(wording.blocks, 'A')).toContain('A.1 Free-look period')
  })

  it('lists a ULIP’s charges and its revival within three years, with the unit-linked statements first', () => {
    const { blocks } = policyWordingDocument(ULIP, ISSUER)
    expect(part(blocks, 'E')).toContain('E.3 Fund management charge')
    expect(part(blocks, 'D')).toContain('revived within three years of the date of discontinuance')
    expect(part(blocks, 'B')).toContain('Discontinued policy fund')
    const flat = flatBlocks(blocks)
    const notice = flat.findIndex((block) => block.kind === 'box')
    expect(notice).toBeLessThan(flat.findIndex((block) => block.kind === 'section'))
  })

  it('has no grace period or revival for a single premium, and defines the purchase price of an annuity', () => {
    const { blocks } = policyWordingDocument(ANNUITY, ISSUER)
    expect(part(blocks, 'D')).toContain('D.2 Single premium')
    expect(blockText(blocks)).not.toContain('Grace period')
    expect(part(blocks, 'B')).toContain('Purchase price')
    expect(part(blocks, 'B')).not.toContain('Sum assured')
  })

  it('marks a withdrawn plan’s wording as withdrawn from sale', () => {
    const wording = policyWordingDocument(WITHDRAWN, ISSUER)
    expect(blockText(wording.blocks.slice(0, 5))).toContain('Withdrawn from sale on 30 Sep 2020')
    expect(wording.footer).toContain('Withdrawn from sale on 30 Sep 2020')
  })
})
