import { inSentence } from '@/domain/format/text'

import { accordion, cards, cta, documents, table, text } from '../blocks'
import { GRIEVANCE_EMAIL, SERVICE_HOURS, SUPPORT_EMAIL, TOLL_FREE } from '../catalogue'
import { h2, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

/**
 * The service information pages under /services/ (spec 2.1 `services/{service}`): what each request is, who may
 * make it, the documents, the turnaround time (the same as the citizens' charter), how to ask, and FAQs.
 */
type ServiceInfo = {
  slug: string
  title: string
  metaTitle: string
  description: string
  what: string[]
  eligibility: string[]
  documentsNeeded: string[]
  turnaround: [step: string, time: string][]
  ways: { title: string; text: string; url: string; link_label: string }[]
  forms?: (media: SeedMedia) => { title: string; file: number }[]
  faqs: [question: string, answer: string][]
}

const BRANCH_WAY = {
  title: 'At a branch',
  text: 'Bring the form and documents to any of our branches; we give you a receipt with a request number.',
  url: '/contact-us/branches',
  link_label: 'Find a branch',
}

const CALL_WAY = {
  title: 'Call us',
  text: `Call ${TOLL_FREE.service} (toll-free), ${SERVICE_HOURS}, to know where your request stands.`,
  url: `tel:${TOLL_FREE.service.replace(/\D/g, '')}`,
  link_label: 'Call now',
}

const ASK_FORM_WAY = {
  title: 'Ask for the form',
  text: `E-mail ${SUPPORT_EMAIL} from your registered e-mail address, or ask at a branch, and we send you the request form.`,
  url: `mailto:${SUPPORT_EMAIL}`,
  link_label: 'Send an e-mail',
}

const FORMS_WAY = {
  title: 'Download the form',
  text: 'Print the form, fill it in and sign it as you signed your proposal.',
  url: '/download-forms',
  link_label: 'Download forms',
}

export const SERVICE_INFO: ServiceInfo[] = [
  {
    slug: 'policy-loan',
    title: 'Policy loan',
    metaTitle: 'Loan Against Your Life Insurance Policy | Sahyog Life',
    description:
      'Borrow against the surrender value of your Sahyog Life savings policy: eligibility, documents, interest, turnaround time and how to apply.',
    what: [
      'A policy loan lets you borrow money against the surrender value of a traditional savings policy, without giving up your cover. The policy stays in force and is assigned to us until the loan is repaid.',
      'You may borrow up to 80% of the surrender value on the date of the loan (90% on a paid-up policy is not offered). Interest is charged half-yearly at the rate we declare each year, currently 9.5% a year.',
    ],
    eligibility: [
      'A traditional savings or endowment policy that has acquired a surrender value (after one full year of premiums).',
      'Unit-linked (ULIP) and pure term plans do not allow loans.',
      'The policy is in force or paid-up, and not already assigned to someone else.',
      'The policyholder applies; for a minor’s policy, the proposer.',
    ],
    documentsNeeded: [
      'Policy loan request form, signed by the policyholder',
      'The original policy document, or an indemnity bond if it is lost',
      'Photo identity and address proof (Aadhaar, passport, voter ID or driving licence) and PAN',
      'A cancelled cheque or bank statement showing your name, account number and IFSC',
    ],
    turnaround: [
      ['Loan paid to your bank account after a complete request', '7 days'],
      ['Loan statement and interest due, on request', '3 days'],
    ],
    ways: [ASK_FORM_WAY, BRANCH_WAY, CALL_WAY],
    faqs: [
      [
        'How do I repay the loan?',
        'Repay it in full or in parts at any time, at a branch or by bank transfer quoting your policy number. Interest you do not pay is added to the loan.',
      ],
      [
        'What happens if I do not repay?',
        'At a claim or maturity, the loan and interest are deducted from what is paid. If the loan with interest grows beyond the surrender value, we write to you first and may then foreclose the policy.',
      ],
      [
        'Does the loan affect my bonuses?',
        'No. A policy with a loan keeps earning the bonuses we declare, as long as premiums are paid.',
      ],
    ],
  },
  {
    slug: 'update-contact-details',
    title: 'Update contact details and KYC',
    metaTitle: 'Update Address, Mobile, E-mail and KYC on Your Policy | Sahyog Life',
    description:
      'Change the address, mobile number or e-mail on your Sahyog Life policy and complete or update your KYC: documents, turnaround time and how to ask.',
    what: [
      'Keep your address, mobile number and e-mail up to date so that premium reminders, receipts, one-time passwords and claim payments reach you. The Prevention of Money Laundering rules also ask us to keep your KYC (know your customer) records current.',
      'A change of mobile number is important: the one-time passwords of our online services go to the mobile registered on your policy.',
    ],
    eligibility: [
      'The policyholder, for any of their policies.',
      'For a policy assigned to a bank, the change of address is also told to the assignee.',
    ],
    documentsNeeded: [
      'KYC and contact details update form, signed by the policyholder',
      'Self-attested address proof for a new address (Aadhaar, passport, voter ID, driving licence or a utility bill not older than two months)',
      'PAN, or Form 60 if you do not have one',
      'A recent passport-size photograph for a KYC update',
    ],
    turnaround: [['Change of address, mobile number or e-mail', '7 days']],
    ways: [
      FORMS_WAY,
      {
        title: 'By e-mail',
        text: `Scan the signed form and proofs and e-mail them to ${SUPPORT_EMAIL} from your registered e-mail address.`,
        url: `mailto:${SUPPORT_EMAIL}`,
        link_label: 'Send an e-mail',
      },
      BRANCH_WAY,
    ],
    forms: (media) => [{ title: 'KYC and contact details update form', file: media.documents.kycForm }],
    faqs: [
      [
        'Can I update my mobile number online?',
        'Not yet: because one-time passwords go to the registered mobile, we change it only on a signed request with identity proof, at a branch or by e-mail from your registered e-mail address.',
      ],
      [
        'I used Aadhaar e-KYC. Can I withdraw that consent?',
        'Yes, at any time, on the Aadhaar e-KYC consent revocation page. Your KYC then rests on the other documents you gave us.',
      ],
      [
        'Will I be told when the change is made?',
        'Yes. We send an SMS to the new mobile number and a letter or e-mail to the new address once the change is made.',
      ],
    ],
  },
  {
    slug: 'change-of-nominee',
    title: 'Change of nominee',
    metaTitle: 'Change or Add a Nominee to Your Life Insurance Policy | Sahyog Life',
    description:
      'Register, change or cancel the nominee of your Sahyog Life policy under section 39 of the Insurance Act: who can be a nominee, documents and turnaround time.',
    what: [
      'A nominee is the person who receives the claim amount if the life insured dies. Under section 39 of the Insurance Act, 1938, you may register a nominee, or change or cancel one, at any time before the policy matures.',
      'You may name more than one nominee and the share each receives. If a nominee is a minor, name an appointee who receives the money on the minor’s behalf.',
    ],
    eligibility: [
      'The policyholder who is also the life insured.',
      'A policy assigned to a bank or another person cannot have its nomination changed until the assignment is cancelled.',
    ],
    documentsNeeded: [
      'Nomination or change of nomination form, signed by the policyholder and a witness',
      'The nominee’s name, date of birth, relationship to you and share',
      'For a minor nominee, the appointee’s name, relationship and signature',
      'Photo identity proof of the policyholder',
    ],
    turnaround: [['Nomination registered and acknowledged', '7 days']],
    ways: [ASK_FORM_WAY, BRANCH_WAY, CALL_WAY],
    faqs: [
      [
        'Who can be my nominee?',
        'Anyone you choose. If you name your spouse, children or parents, they are “beneficial nominees” under section 39(7) and the claim belongs to them, not to your estate.',
      ],
      [
        'Does a nomination made in a will override the policy nomination?',
        'No. The nomination registered with us decides who receives the claim. Change it with us if your wishes change.',
      ],
      ['Is there a charge?', 'No. Registering or changing a nomination is free.'],
    ],
  },
  {
    slug: 'surrender',
    title: 'Surrender a policy',
    metaTitle: 'Surrender Your Life Insurance Policy: Value, Documents and Payout | Sahyog Life',
    description:
      'What you receive when you surrender a Sahyog Life policy, who may surrender, the documents, the 7-day payout and the alternatives worth weighing first.',
    what: [
      'Surrendering a policy ends it before maturity: the cover stops and we pay the surrender value. On a traditional plan this is the higher of the guaranteed and the special surrender value; on a ULIP it is the fund value less any discontinuance charge, paid after the five-year lock-in.',
      'Surrender is final. Before you decide, ask us about a policy loan, a paid-up policy or a partial withdrawal, which keep some cover.',
    ],
    eligibility: [
      'A traditional policy with at least one full year of premiums paid.',
      'A ULIP after the five-year lock-in (before it, the fund moves to the discontinued policy fund).',
      'The policyholder, or the assignee if the policy is assigned.',
    ],
    documentsNeeded: [
      'Surrender request form, signed by the policyholder',
      'The original policy document, or an indemnity bond if it is lost',
      'Photo identity and address proof, and PAN',
      'A cancelled cheque or bank statement for the payout',
      'A reason for surrender (it helps us improve, and is optional)',
    ],
    turnaround: [['Surrender value paid after a complete request', '7 days']],
    ways: [ASK_FORM_WAY, BRANCH_WAY, CALL_WAY],
    faqs: [
      [
        'Is the surrender value taxed?',
        'It is exempt under section 10(10D) when the conditions of that section are met. Otherwise tax may be deducted at source on the income part under section 194DA.',
      ],
      [
        'Can I take back a surrender request?',
        'Yes, until the surrender value is paid. Write to us or call us quoting the request number.',
      ],
      [
        'How do I know the surrender value before I decide?',
        'Call us or visit a branch with your policy number; we give you a quotation valid for the day.',
      ],
    ],
  },
  {
    slug: 'claims-intimation',
    title: 'Claims intimation',
    metaTitle: 'Tell Us About a Death Claim: How to Intimate a Claim | Sahyog Life',
    description:
      'How a nominee tells Sahyog Life about the death of a life insured, the documents for a death claim, and how long settlement takes.',
    what: [
      'If someone insured with us has died, the nominee or a family member can tell us (intimate the claim) straight away, even before all the documents are ready. A claims officer then guides the family through each step.',
      'We settle claims that do not need investigation within 15 days of receiving the last document, and those that need investigation within 45 days.',
    ],
    eligibility: [
      'The nominee, the appointee of a minor nominee, or the legal heir if there is no nominee.',
      'Anyone close to the family may intimate the claim; the payment is made only to the person entitled to it.',
    ],
    documentsNeeded: [
      'Death claim intimation form, filled in by the claimant',
      'The death certificate issued by the local authority',
      'The original policy document',
      'Photo identity and address proof, PAN and bank details of the claimant',
      'For a death in hospital: the medical certificate of the cause of death and the discharge or death summary',
      'For an accidental death: the first information report, the post-mortem report and the police inquest report',
    ],
    turnaround: [
      ['Claim acknowledged with a claim number', 'Same day'],
      ['Death claim not needing investigation', '15 days'],
      ['Death claim needing investigation', '45 days'],
    ],
    ways: [
      {
        title: 'E-mail the claims desk',
        text: `Write to ${SUPPORT_EMAIL} with the policy number, the name of the life insured and the date of death.`,
        url: `mailto:${SUPPORT_EMAIL}`,
        link_label: 'Send an e-mail',
      },
      FORMS_WAY,
      BRANCH_WAY,
      CALL_WAY,
    ],
    forms: (media) => [{ title: 'Death claim intimation form', file: media.documents.claimForm }],
    faqs: [
      [
        'The policy document is lost. Can we still claim?',
        'Yes. Give us an indemnity bond instead of the original policy; the claims officer will send you the format.',
      ],
      [
        'Is there a deadline to intimate a claim?',
        'Please tell us as soon as you can, but a claim is never refused only because it was intimated late if the delay is explained.',
      ],
      [
        'What if we are not satisfied with the claim decision?',
        `Write to our Grievance Redressal Officer at ${GRIEVANCE_EMAIL}, register a grievance on this website, or approach Bima Bharosa or the Insurance Ombudsman.`,
      ],
    ],
  },
  {
    slug: 'revival-of-lapsed-policy',
    title: 'Revival of a lapsed policy',
    metaTitle: 'Revive a Lapsed Life Insurance Policy | Sahyog Life',
    description:
      'Bring a lapsed Sahyog Life policy back into force: the revival period, unpaid premiums and interest, the declaration of good health and how to apply online.',
    what: [
      'A policy lapses when a premium is not paid by the end of the grace period (15 days for monthly premiums, 30 days for others). You can revive it within five years of the first unpaid premium (three years for a ULIP) and restore the full cover.',
      'To revive, pay the unpaid premiums with interest, and tell us about your health in a declaration of good health. Depending on your answers, the sum assured and the time since the policy lapsed, we may ask for a medical examination.',
    ],
    eligibility: [
      'A lapsed policy within its revival period.',
      'The life insured signs the declaration of good health; for a minor, the proposer.',
    ],
    documentsNeeded: [
      'Declaration of good health (online, or on the revival form)',
      'A recent medical report or health check-up (PDF, JPG or PNG for the online declaration)',
      'The unpaid premiums with the revival interest we quote',
      'Any medical examination reports we ask for, at our cost',
    ],
    turnaround: [['Decision on revival after the declaration and medical reports', '7 days']],
    ways: [
      {
        title: 'Declare your health online',
        text: 'Verify your policy with a one-time password, answer the health questions and upload a medical report.',
        url: '/online-dgh-submission',
        link_label: 'Submit the declaration',
      },
      {
        title: 'Pay the unpaid premiums',
        text: 'Once the revival is approved, pay online by UPI, card or net banking.',
        url: '/renewal-payment',
        link_label: 'Pay premium',
      },
      BRANCH_WAY,
    ],
    faqs: [
      [
        'Is my family covered while the policy is lapsed?',
        'No. A lapsed policy pays no death benefit (except the paid-up value some savings plans keep), which is why it is worth reviving quickly.',
      ],
      [
        'How is the revival interest worked out?',
        'Simple interest on each unpaid premium from its due date, at the rate we declare each year. Call us for a quotation for your policy.',
      ],
      [
        'Why do you need a declaration of good health?',
        'Your cover was priced on your health when you took it. The declaration tells us whether anything has changed since the policy lapsed.',
      ],
    ],
  },
]

export const servicePath = (slug: string) => `/services/${slug}`

const servicePage = (info: ServiceInfo, media: SeedMedia): PageSeed => ({
  title: info.title,
  path: servicePath(info.slug),
  meta: { title: info.metaTitle, description: info.description },
  layout: [
    text(
      h2('What it is'),
      ...info.what,
      h2('Who can ask'),
      ul(info.eligibility),
      h2('Documents you need'),
      ul(info.documentsNeeded),
    ),
    table(
      'Turnaround time',
      `How long ${inSentence(info.title)} takes, counted from a complete request (as in our citizens' charter).`,
      ['Step', 'Time'],
      info.turnaround,
    ),
    cards('How to ask', '', info.ways),
    ...(info.forms ? [documents('Forms', info.forms(media))] : []),
    accordion('Frequently asked questions', info.faqs),
    cta('See all our services', 'Most requests can be made online in a few minutes.', {
      label: 'All services',
      url: '/services',
    }),
  ],
})

/** Every service information page, in the order the services landing lists them. */
export const servicePages = (media: SeedMedia): PageSeed[] =>
  SERVICE_INFO.map((info) => servicePage(info, media))
