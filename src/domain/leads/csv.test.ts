import { describe, expect, it } from 'vitest'

import { LEAD_CSV_COLUMNS, LEAD_PAYLOAD_FIELDS, csvCell, csvRow, leadCsvRow } from './csv'

describe('leads CSV', () => {
  it('has a column for every spec 3 lead payload field, with its exact name', () => {
    const spec =
      'FirstName, LastName, MiddleName, EmailID, phone_number, CustomerName, preferred_language, IsAgreed, Source, SourcePage, Process, Campaign, CampaignID, Channel, CampaignType, planName, PlanID, ProductType, insureFor, ApplicationCurrentlyON, ApplicationID, ApplicationStatus, ApplicationLiveStatus, ApplicationLiveStatusReason, PaymentStatus, last_otp_verified_status, Tenure, UserType, Proposer_LARelation, proposer_relation, keyword, Comments, utm_campaign, utm_content, utm_medium, utm_source, utm_term, utm_params'
    expect([...LEAD_PAYLOAD_FIELDS]).toEqual(spec.split(', '))
    expect(new Set(LEAD_CSV_COLUMNS).size).toBe(LEAD_CSV_COLUMNS.length)
  })

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('keeps a formula-looking cell as text: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('quotes commas, quotes and line breaks; leaves plain text alone', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('Asha Rao')).toBe('Asha Rao')
    expect(csvCell('சுதா')).toBe('சுதா')
  })

  it('writes empty cells for missing values, booleans and numbers as text, utm pairs in one cell', () => {
    expect(csvRow([null, undefined, true, false, 1, 0])).toBe(',,true,false,1,0\r\n')
    expect(
      csvCell([
        { key: 'utm_source', value: 'google' },
        { key: 'utm_medium', value: 'cpc' },
      ]),
    ).toBe('utm_source=google; utm_medium=cpc')
  })

  it('puts a lead in column order', () => {
    const row = leadCsvRow({ lead_id: 7, CustomerName: 'Asha Rao', utm_params: [] })
    const cells = row.trimEnd().split(',')
    expect(cells).toHaveLength(LEAD_CSV_COLUMNS.length)
    expect(cells[0]).toBe('7')
    expect(cells[LEAD_CSV_COLUMNS.indexOf('CustomerName')]).toBe('Asha Rao')
  })
})
