import { describe, expect, it } from 'vitest'

import { acknowledgementSms } from './acknowledgements'

const ids = {
  SMS_DLT_TEMPLATE_ID_CAREERS: '1107000000000000201',
  SMS_DLT_TEMPLATE_ID_GRIEVANCE: '1107000000000000202',
  SMS_DLT_TEMPLATE_ID_DGH: '1107000000000000203',
}
const hindiIds = {
  SMS_DLT_TEMPLATE_ID_CAREERS_HI: '1107000000000000301',
  SMS_DLT_TEMPLATE_ID_GRIEVANCE_HI: '1107000000000000302',
  SMS_DLT_TEMPLATE_ID_DGH_HI: '1107000000000000303',
}

describe('acknowledgement SMS, each under its own DLT template', () => {
  it('writes each in English under its own English id, not the OTP one', () => {
    const careers = acknowledgementSms({
      kind: 'careers',
      to: '9876543210',
      language: 'en',
      facts: { reference: 'CAR-1', job: 'Branch Manager' },
      env: { ...ids, ...hindiIds },
    })
    expect(careers.language).toBe('en')
    expect(careers.message).toMatchObject({
      to: '9876543210',
      text: 'Thank you for applying for Branch Manager at Sahyog Life. Your reference is CAR-1. Our HR team will contact you if your profile is shortlisted.',
      dltTemplateId: '1107000000000000201',
    })
    const grievance = acknowledgementSms({
      kind: 'grievance',
      to: '9876543210',
      language: 'en',
      facts: { reference: 'GRV-7', dueBy: '2026-12-13' },
      env: ids,
    })
    expect(grievance.message.text).toBe(
      'We have registered your grievance GRV-7. We will resolve it by 13 Dec 2026. Track it on our website with this reference number.',
    )
    expect(grievance.message.dltTemplateId).toBe('1107000000000000202')
    const dgh = acknowledgementSms({
      kind: 'dgh',
      to: '9876543210',
      language: 'en',
      facts: { reference: 'DGH-9' },
      env: ids,
    })
    expect(dgh.message.text).toMatch(/^Sahyog Life: we have received your declaration .* reference DGH-9\./)
    expect(dgh.message.dltTemplateId).toBe('1107000000000000203')
  })

  it('writes Hindi under the Hindi id when the visitor chose Hindi, the date in Hindi', () => {
    const grievance = acknowledgementSms({
      kind: 'grievance',
      to: '9876543210',
      language: 'hi',
      facts: { reference: 'GRV-7', dueBy: '2026-12-13T00:00:00.000Z' },
      env: { ...ids, ...hindiIds },
    })
    expect(grievance.language).toBe('hi')
    expect(grievance.message.text).toBe(
      'हमने आपकी शिकायत GRV-7 दर्ज कर ली है। हम 13 दिसंबर 2026 तक इसका समाधान करेंगे। इस संदर्भ नंबर से हमारी वेबसाइट पर इसकी स्थिति देखें।',
    )
    expect(grievance.message.dltTemplateId).toBe('1107000000000000302')
    const careers = acknowledgementSms({
      kind: 'careers',
      to: '9876543210',
      language: 'hi',
      facts: { reference: 'CAR-1', job: 'Branch Manager' },
      env: { ...ids, ...hindiIds },
    })
    expect(careers.message.text).toBe(
      'Sahyog Life में Branch Manager के लिए आवेदन करने का धन्यवाद। आपका संदर्भ नंबर CAR-1 है। आपकी प्रोफ़ाइल चुने जाने पर हमारी HR टीम आपसे संपर्क करेगी।',
    )
    expect(careers.message.dltTemplateId).toBe('1107000000000000301')
    const dgh = acknowledgementSms({
      kind: 'dgh',
      to: '9876543210',
      language: 'hi',
      facts: { reference: 'DGH-9' },
      env: { ...ids, ...hindiIds },
    })
    expect(dgh.message.text).toContain('संदर्भ DGH-9')
    expect(dgh.message.dltTemplateId).toBe('1107000000000000303')
  })

  it('sends English under the English id while no Hindi template is registered', () => {
    const sms = acknowledgementSms({
      kind: 'dgh',
      to: '9876543210',
      language: 'hi',
      facts: { reference: 'DGH-9' },
      env: { ...ids, SMS_DLT_TEMPLATE_ID_DGH_HI: '  ' },
    })
    expect(sms.language).toBe('en')
    expect(sms.message.text).toMatch(/^Sahyog Life: we have received/)
    expect(sms.message.dltTemplateId).toBe('1107000000000000203')
  })

  it("leaves the gateway's own template id when none is set (the local outbox)", () => {
    const sms = acknowledgementSms({
      kind: 'careers',
      to: '9876543210',
      language: 'en',
      facts: { reference: 'CAR-1', job: 'x'.repeat(80) },
      env: {},
    })
    expect(sms.message.dltTemplateId).toBeUndefined()
    // The job's title is cut to 60 characters, as the registered template's variable allows.
    expect(sms.message.text).toContain(`for ${'x'.repeat(60)} at`)
  })
})
