import { describe, expect, it } from 'vitest'

import type { ILeadForm } from '../forms/lead'
import { buildLeadPayload, leadChannel, leadSendOtpData, verifiedLeadPayload, splitName } from './record'

const form: ILeadForm = {
  full_name: 'Asha  Devi Rao',
  full_email: 'asha.rao@example.in',
  full_number: '9876543210',
  prefferd_language: 'Tamil',
  is_submit_contact: true,
}

describe('names (spec 3: FirstName, MiddleName, LastName)', () => {
  it.each([
    ['Asha', { FirstName: 'Asha', MiddleName: '', LastName: '' }],
    ['Asha Rao', { FirstName: 'Asha', MiddleName: '', LastName: 'Rao' }],
    ['Asha Devi Rao', { FirstName: 'Asha', MiddleName: 'Devi', LastName: 'Rao' }],
    ['Dr. K. S. Rao', { FirstName: 'Dr.', MiddleName: 'K. S.', LastName: 'Rao' }],
    ['  ', { FirstName: '', MiddleName: '', LastName: '' }],
  ])('%j', (name, parts) => {
    expect(splitName(name)).toEqual(parts)
  })
})

describe('lead payload (spec 3 fields, spec 9 defaults)', () => {
  const payload = buildLeadPayload(form, {
    utm: [
      { key: 'utm_source', value: 'google' },
      { key: 'utm_campaign', value: 'term-plans' },
      { key: 'utm_id', value: '42' },
    ],
  })

  it('carries the spec 9 defaults', () => {
    expect(payload).toMatchObject({
      Source: 'WEB',
      SourcePage: 'QUICK_LINKS',
      Campaign: 'contactus',
      CampaignID: 'Website_contactus',
      CampaignType: 'ORGANIC',
      Tenure: 1,
      UserType: 'cust',
      PaymentStatus: 'ND',
      ApplicationStatus: 'PREOFFERED',
      last_otp_verified_status: false,
    })
  })
  it('derives the person fields from the form', () => {
    expect(payload).toMatchObject({
      FirstName: 'Asha',
      MiddleName: 'Devi',
      LastName: 'Rao',
      CustomerName: 'Asha Devi Rao',
      EmailID: 'asha.rao@example.in',
      phone_number: '9876543210',
      preferred_language: 'Tamil',
      IsAgreed: true,
      Channel: 'DIGITAL_WEB_TAMIL',
    })
  })
  it('fills the utm fields from the landing address and lists every pair', () => {
    expect(payload).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'term-plans',
      utm_medium: '',
      utm_content: '',
      utm_term: '',
    })
    expect(payload.utm_params).toEqual([
      { key: 'utm_source', value: 'google' },
      { key: 'utm_campaign', value: 'term-plans' },
      { key: 'utm_id', value: '42' },
    ])
  })
  it('has every spec 3 lead field', () => {
    const fields =
      'FirstName, LastName, MiddleName, EmailID, phone_number, CustomerName, preferred_language, IsAgreed, Source, SourcePage, Process, Campaign, CampaignID, Channel, CampaignType, planName, PlanID, ProductType, insureFor, ApplicationCurrentlyON, ApplicationID, ApplicationStatus, ApplicationLiveStatus, ApplicationLiveStatusReason, PaymentStatus, last_otp_verified_status, Tenure, UserType, Proposer_LARelation, proposer_relation, keyword, Comments, utm_campaign, utm_content, utm_medium, utm_source, utm_term, utm_params'
    expect(Object.keys(payload).sort()).toEqual(fields.split(', ').sort())
  })
  it('uses the configured process code when given', () => {
    expect(buildLeadPayload(form, { process: 'DP01' }).Process).toBe('DP01')
  })
  it('marks the lead verified', () => {
    expect(verifiedLeadPayload(payload)).toMatchObject({
      last_otp_verified_status: true,
      ApplicationLiveStatus: 'ACTIVE-HOT',
    })
  })
})

describe('channel (spec 9: DIGITAL_WEB_{LANGUAGE}, English fallback)', () => {
  it.each([
    ['English', 'DIGITAL_WEB_ENGLISH'],
    ['Hindi', 'DIGITAL_WEB_HINDI'],
    ['Telugu', 'DIGITAL_WEB_TELUGU'],
    ['Klingon', 'DIGITAL_WEB_ENGLISH'],
  ])('%s → %s', (language, channel) => {
    expect(leadChannel(language)).toBe(channel)
  })
})

describe('sendOtp data of the lead form (spec 7)', () => {
  it('carries the number, the address, the form fields and the payload', () => {
    const data = leadSendOtpData(form, 'http://localhost:3000/contact-us')
    expect(data).toMatchObject({
      phone_number: '9876543210',
      url: 'http://localhost:3000/contact-us',
      Source: 'WEB',
      SourcePage: 'QUICK_LINKS',
      full_name: 'Asha  Devi Rao',
      full_email: 'asha.rao@example.in',
      prefferd_language: 'Tamil',
      is_submit_contact: true,
      FirstName: 'Asha',
    })
  })
})

describe('what a form that opens the panel adds (Comments, planName, form type)', () => {
  it('carries them into the payload and the send-OTP data, with the campaign of the form', () => {
    const extras = {
      comments: 'BMI calculator: 22.9, normal',
      planName: 'Sahyog Term Shield',
      formType: 'calculator' as const,
    }
    expect(buildLeadPayload(form, { extras })).toMatchObject({
      Comments: 'BMI calculator: 22.9, normal',
      planName: 'Sahyog Term Shield',
      Campaign: 'calculator',
      CampaignID: 'Website_calculator',
    })
    expect(leadSendOtpData(form, 'https://sahyoglife.example/bmi-calculator', { extras })).toMatchObject({
      Comments: 'BMI calculator: 22.9, normal',
      form_type: 'calculator',
    })
  })
  it('without them the side tab form keeps the spec defaults and an empty comment', () => {
    expect(leadSendOtpData(form, 'https://sahyoglife.example/')).toMatchObject({
      Comments: '',
      planName: '',
      Campaign: 'contactus',
      form_type: 'contactus',
    })
  })
})
