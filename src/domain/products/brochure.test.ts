import { describe, expect, it } from 'vitest'

import { blockText, flatBlocks, type TPdfBlock } from '../certificates/document'
import { brochureDocument } from './brochure'
import { eligibilityRows, premiumExampleCells } from './details'
import { ANNUITY, ISSUER, TERM, ULIP, WITHDRAWN } from './testing/plans'

/** A day from which individual life premiums carry no GST, and the last day they did. */
const EXEMPT = '2025-09-22'
const BEFORE_EXEMPTION = '2025-09-21'

const sections = (blocks: readonly TPdfBlock[]) =>
  flatBlocks(blocks).flatMap((block) => (block.kind === 'section' ? [block.text] : []))

describe('a plan’s brochure', () => {
  const brochure = brochureDocument(TERM, ISSUER, EXEMPT)
  const blocks = flatBlocks(brochure.blocks)
  const text = blockText(brochure.blocks)

  it('opens with the cover: the plan’s name, its regulatory description, tagline and UIN', () => {
    expect(brochure.blocks[0]).toEqual({
      kind: 'banner',
      title: 'Sahyog Smart Term',
      subtitle: 'A non-linked, non-participating individual pure risk premium life insurance plan.',
      lines: ['Large life cover for a small, fixed premium.'],
    })
    expect(brochure.blocks[1]).toEqual({
      kind: 'row',
      label: 'Unique identification number (UIN)',
      value: '000N052V03',
      bold: true,
    })
    expect(text).toContain('Term · P1: protection')
    expect(brochure.title).toBe('Sahyog Smart Term: sales brochure')
    expect(brochure.footer).toBe('Sahyog Smart Term · UIN 000N052V03 · Sales brochure')
  })

  it('has its sections in the order a reader expects', () => {
    expect(sections(brochure.blocks)).toEqual([
      'About the plan',
      'Key features',
      'Eligibility at a glance',
      'Premium examples',
      'What is not covered',
      'Things to know',
      'Important information',
    ])
  })

  it('lists every feature with its title as the lead line, a title-only feature once', () => {
    const bullets = blocks.filter((block) => block.kind === 'bullet')
    expect(bullets).toContainEqual({
      kind: 'bullet',
      title: 'Cover up to age 85',
      text: 'With a premium that never rises during the term.',
    })
    expect(bullets).toContainEqual({
      kind: 'bullet',
      title: 'Three payout options',
      text: 'Lump sum, monthly income for 10 years, or half and half.',
    })
    expect(bullets).toContainEqual({ kind: 'bullet', text: 'Riders' })
  })

  it('writes each eligibility condition and premium example exactly as the plan page does', () => {
    const eligibility = blocks.find((block) => block.kind === 'table')
    expect(eligibility).toMatchObject({ rows: eligibilityRows(TERM.details.eligibility) })
    for (const value of [
      '18 to 65 years',
      '85 years',
      '10 to 67 years',
      'Single, 5, 10, 15 years or regular',
    ])
      expect(text).toContain(value)
    expect(text).toContain('Minimum sum assured ₹25 lakh')
    for (const example of TERM.details.premium_examples!)
      expect(text).toContain(premiumExampleCells(example).join(' '))
    expect(text).toContain('Man, 35, non-smoker ₹2 crore To age 60 ₹28,900')
    expect(text).toContain('Yearly premiums for regular pay.')
  })

  it('says under the premium examples that they carry no GST from 22 Sep 2025, and that 18 % was added before', () => {
    expect(text).toContain(
      'Yearly premiums for regular pay.\nNo GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(text).not.toContain('GST of')
    const before = blockText(brochureDocument(TERM, ISSUER, BEFORE_EXEMPTION).blocks)
    expect(before).toContain('Yearly premiums for regular pay.\nGST of 18% is added to these premiums.')
    expect(before).not.toContain('No GST')
    // An annuity's single premium: 1.8 % before the exemption.
    expect(blockText(brochureDocument(ANNUITY, ISSUER, BEFORE_EXEMPTION).blocks)).toContain(
      'GST of 1.8% is added to these premiums.',
    )
  })

  it('keeps each table with its heading, and the closing small print in one piece', () => {
    const kept = brochure.blocks.filter((block) => block.kind === 'keep')
    expect(kept.map((block) => blockText([block]).split('\n')[0])).toEqual([
      'Eligibility at a glance',
      'Premium examples',
      'Important information',
    ])
  })

  it('states the suicide exclusion of a protection plan: 80% of premiums paid within 12 months', () => {
    expect(text).toMatch(
      /suicide within 12 months of the date of commencement of risk or of the date of revival/,
    )
    expect(text).toContain('the higher of 80% of the total premiums paid up to the date of death')
    expect(text).not.toContain('investment risk')
  })

  it('tells the policyholder’s rights: free-look, grace, nomination, assignment, section 45 and tax', () => {
    expect(text).toContain('30 days from the day you receive the policy document')
    expect(text).toContain(
      'grace period of 30 days for yearly, half-yearly and quarterly premiums and 15 days for monthly premiums',
    )
    expect(text).toContain('Section 39 of the Insurance Act, 1938')
    expect(text).toContain('Section 38 of the Insurance Act, 1938')
    expect(text).toContain('Under Section 45 of the Insurance Act, 1938')
    expect(text).toContain('as per prevailing tax laws, which are subject to change')
  })

  it('closes with the disclaimer: UIN, company and registration, and the caution against spurious calls', () => {
    expect(text).toContain(
      'For more details on risk factors, terms and conditions, please read the policy wording carefully before concluding a sale.',
    )
    expect(text).toContain(
      'Sahyog Smart Term (UIN 000N052V03): a non-linked, non-participating individual pure risk premium life insurance plan.',
    )
    expect(text).toContain(
      'Sahyog Life Insurance Company Limited · IRDAI Regn. No. 000 · CIN U00000MH2026PLC000000',
    )
    expect(text).toContain('Registered office: 7th Floor, Sahyog House, Lower Parel, Mumbai 400 013')
    expect(text).toContain('1800-000-5678 (toll free)')
    expect(text).toContain('Demonstration document.')
    expect(blocks.at(-1)).toMatchObject({
      kind: 'box',
      title: 'BEWARE OF SPURIOUS PHONE CALLS AND FICTITIOUS/FRAUDULENT OFFERS',
    })
    expect(text).toMatch(/IRDAI does not sell insurance policies, declare bonuses or invest premiums/)
  })

  it('keeps an acronym that opens the plan’s type line as it is in the closing line', () => {
    const ulip = blockText(
      brochureDocument({ ...ULIP, typeLine: 'ULIP: a unit-linked life insurance plan.' }, ISSUER, EXEMPT)
        .blocks,
    )
    expect(ulip).toContain(`${ULIP.name} (UIN ${ULIP.details.uin}): ULIP: a unit-linked life insurance plan.`)
  })
})

describe('the brochure of another kind of plan', () => {
  it('puts the unit-linked statements on a ULIP’s first page, and its own suicide and risk terms', () => {
    const blocks = flatBlocks(brochureDocument(ULIP, ISSUER, EXEMPT).blocks)
    const text = blockText(blocks)
    const notice = blocks.findIndex((block) => block.kind === 'box')
    expect(notice).toBeGreaterThan(0)
    expect(notice).toBeLessThan(blocks.findIndex((block) => block.kind === 'section'))
    expect(blockText([blocks[notice]!])).toContain(
      'In this policy, the investment risk in the investment portfolio is borne by the policyholder.',
    )
    expect(text).toContain('do not offer any liquidity during the first five years')
    expect(text).toContain('the fund value on the date the death is intimated')
    expect(text).not.toContain('80%')
    // No premium examples: no empty section.
    expect(sections(blocks)).not.toContain('Premium examples')
  })

  it('gives a single-premium annuity no grace period and no suicide clause, and a dash for no sum assured', () => {
    const text = blockText(brochureDocument(ANNUITY, ISSUER, EXEMPT).blocks)
    expect(text).not.toContain('Grace period')
    expect(text).not.toContain('suicide')
    expect(text).toContain('The plan pays only the benefits of the annuity option chosen at purchase')
    expect(text).toContain('60 years, life annuity – Whole life ₹10 lakh')
  })

  it('marks a withdrawn plan as withdrawn from sale, with the date, on the cover and every page', () => {
    const brochure = brochureDocument(WITHDRAWN, ISSUER, EXEMPT)
    const text = blockText(brochure.blocks)
    expect(brochure.blocks[0]).toMatchObject({ lines: ['Withdrawn from sale on 30 Sep 2020'] })
    expect(text).not.toContain('Not shown')
    expect(flatBlocks(brochure.blocks)).toContainEqual(
      expect.objectContaining({ kind: 'box', title: 'Withdrawn from sale on 30 Sep 2020' }),
    )
    expect(text).toContain('The plan offered in its place is Sahyog Smart Term.')
    expect(text).toContain('Existing policies continue on their original terms')
    expect(brochure.footer).toBe(
      'Sahyog Term Shield · UIN 000N009V01 · Sales brochure · Withdrawn from sale on 30 Sep 2020',
    )
    expect(sections(brochure.blocks)).toEqual([
      'About the plan',
      'What is not covered',
      'Things to know',
      'Important information',
    ])
  })
})
