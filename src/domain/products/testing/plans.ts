/** Plans and an issuer for the documents' tests, shaped as the seed and the CMS give them. */
import type { IPlanContent, IPlanDocumentIssuer } from '../plan-content'

export const ISSUER: IPlanDocumentIssuer = {
  company: {
    legalName: 'Sahyog Life Insurance Company Limited',
    irdaiRegistration: '000',
    cin: 'U00000MH2026PLC000000',
    registeredOffice: '7th Floor, Sahyog House,\nLower Parel, Mumbai 400 013',
  },
  service: {
    phone: '1800-000-5678',
    email: 'care@sahyoglife.example',
    grievanceEmail: 'grievance@sahyoglife.example',
    hours: 'Monday to Saturday, 9 am to 7 pm',
  },
  note: 'Demonstration document.',
}

export const TERM: IPlanContent = {
  name: 'Sahyog Smart Term',
  typeLine: 'A non-linked, non-participating individual pure risk premium life insurance plan.',
  tagline: 'Large life cover for a small, fixed premium.',
  intro: 'Sahyog Smart Term is a non-linked, non-participating pure protection plan.',
  group: false,
  details: {
    need: 'term',
    type_code: 'P1',
    uin: '000N052V03',
    summary: 'Pure protection up to age 85.',
    key_benefits: [
      { title: 'Cover up to age 85', text: 'With a premium that never rises during the term.' },
      { title: 'Three payout options', text: 'Lump sum, monthly income for 10 years, or half and half.' },
      { title: 'Riders', text: 'Riders' },
    ],
    eligibility: {
      entry_age_min: 18,
      entry_age_max: 65,
      maturity_age_max: 85,
      policy_term: '10 to 67 years',
      premium_paying_term: 'Single, 5, 10, 15 years or regular',
      sum_assured_min: 2_500_000,
    },
    premium_examples: [
      { profile: 'Man, 25, non-smoker', sum_assured: 10_000_000, policy_term: 'To age 60', premium: 9800 },
      { profile: 'Man, 35, non-smoker', sum_assured: 20_000_000, policy_term: 'To age 60', premium: 28_900 },
    ],
    premium_note: 'Yearly premiums for regular pay.',
  },
}

export const ULIP: IPlanContent = {
  name: 'Sahyog Wealth Builder ULIP',
  typeLine: 'A unit-linked, non-participating individual life insurance plan.',
  group: false,
  details: {
    need: 'ulip',
    type_code: 'P3',
    uin: '000L081V01',
    key_benefits: [{ title: 'Eight funds', text: 'From pure equity to liquid.' }],
    eligibility: { entry_age_min: 0, entry_age_max: 60, premium_paying_term: '5, 7, 10 years or regular' },
  },
}

export const ANNUITY: IPlanContent = {
  name: 'Sahyog Immediate Annuity',
  typeLine: 'A non-linked, non-participating individual immediate annuity plan.',
  group: false,
  details: {
    need: 'retirement',
    type_code: 'P2',
    uin: '000N171V01',
    eligibility: {
      entry_age_min: 40,
      entry_age_max: 85,
      policy_term: 'Whole life',
      premium_paying_term: 'Single',
    },
    premium_examples: [
      { profile: '60 years, life annuity', sum_assured: 0, policy_term: 'Whole life', premium: 1_000_000 },
    ],
  },
}

export const WITHDRAWN: IPlanContent = {
  name: 'Sahyog Term Shield',
  typeLine: 'A regular-pay individual term plan.',
  intro: 'A regular-pay term plan with cover up to age 70.',
  tagline: 'Not shown: a withdrawn plan is not sold.',
  group: false,
  details: {
    need: 'term',
    type_code: 'P1',
    uin: '000N009V01',
    launched_on: '2012-08-15',
    withdrawn_on: '2020-09-30',
  },
  replacedBy: 'Sahyog Smart Term',
}
