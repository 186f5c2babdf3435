import { accordion, cards, cta, table, text } from '../blocks'
import {
  BRAND,
  COMPANY,
  GRIEVANCE_EMAIL,
  PRIVACY_EMAIL,
  REGISTERED_OFFICE,
  SUPPORT_EMAIL,
  TOLL_FREE,
} from '../catalogue'
import { h2, p, ul } from '../lexical'
import type { PageSeed } from '../types'

export const privacyPolicyPage = (): PageSeed => ({
  title: 'Privacy policy',
  path: '/legal/privacy-policy',
  meta: {
    title: 'Privacy Policy | Sahyog Life Insurance',
    description:
      'How Sahyog Life Insurance collects, uses, shares, stores and protects personal information of visitors, customers and prospective customers.',
  },
  disclaimer: {
    heading: 'Privacy notice',
    description:
      'This privacy policy applies to this website and to information collected through it. Policy-specific terms in your policy document prevail over this page. This policy may be updated from time to time; the date of the latest revision is shown at the top of the page.',
  },
  layout: [
    text(
      p('Last updated: 1 Nov 2025'),
      `${COMPANY} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use this website, why we collect it, whom we share it with and the choices you have.`,
      h2('Information we collect'),
      ul([
        '**Information you give us**: your name, mobile number, e-mail address, date of birth, city and details you enter in calculators, lead forms and service requests.',
        '**Verification data**: a one-time password sent to your mobile number to confirm that it belongs to you.',
        '**Technical data**: your device and browser type, IP address, pages visited and the time spent on them, collected through cookies and similar technologies.',
      ]),
      h2('How we use it'),
      ul([
        'To call you back about the products or services you asked about.',
        'To process service requests such as auto-debit registration, WhatsApp opt-in or grievances.',
        'To improve this website and measure how well our pages work.',
        'To meet legal and regulatory obligations, including know-your-customer and anti-money laundering rules.',
      ]),
      h2('Sharing'),
      'We do not sell your personal information. We share it only with our employees, advisors and service providers who need it to serve you, under contracts that require them to keep it confidential, and with regulators, courts or law enforcement agencies when the law requires.',
      h2('Cookies'),
      'Essential cookies keep the site working and cannot be switched off. Analytics cookies are used only if you allow them; you can block or delete cookies in your browser settings at any time.',
      h2('Security and retention'),
      'We protect information with encryption in transit, access controls and regular security reviews. We keep it only as long as needed for the purpose it was collected for, or as long as the law requires.',
      h2('Contact'),
      `Questions about this policy can be sent to our Grievance Officer (Data Protection) at ${PRIVACY_EMAIL} or to ${REGISTERED_OFFICE}.`,
    ),
  ],
})

export const termsPage = (): PageSeed => ({
  title: 'Terms and conditions',
  path: '/terms-and-conditions',
  meta: {
    title: 'Terms and Conditions of Website Use | Sahyog Life Insurance',
    description:
      'Terms and conditions for using the Sahyog Life Insurance website, its calculators, online forms and content.',
  },
  layout: [
    text(
      `By using this website you agree to these terms. If you do not agree with them, please do not use the website. These terms apply to the website only; the terms of any policy you buy are set out in the policy document.`,
      h2('Information on this website'),
      'We take care to keep the information on this website accurate and up to date, but it is for general guidance only and does not form part of any insurance contract. Product features, premiums and benefits are described fully in the sales brochure and the policy document, which prevail in case of any difference.',
      h2('Calculators'),
      'Calculator results are illustrations based on the inputs you give and on assumptions stated alongside them. They are not an offer or a guarantee of any premium, benefit or return.',
      h2('Your use of the website'),
      ul([
        'Provide accurate information in any form you submit, and only about yourself or with the consent of the person concerned.',
        'Do not attempt to gain unauthorised access to the website, its servers or any connected system.',
        'Do not copy, republish or use our content or trademarks for commercial purposes without written permission.',
      ]),
      h2('Links to other websites'),
      'Links to third-party websites are provided for convenience. We are not responsible for their content or their privacy practices.',
      h2('Limitation of liability'),
      `To the extent permitted by law, ${BRAND} is not liable for any loss arising from the use of this website or from reliance on its content, or from the website being unavailable.`,
      h2('Governing law'),
      'These terms are governed by the laws of India, and the courts of Mumbai have exclusive jurisdiction over any dispute arising from them.',
    ),
  ],
})

export const disclaimerPage = (): PageSeed => ({
  title: 'Disclaimer',
  path: '/disclaimer',
  meta: {
    title: 'Disclaimer | Sahyog Life Insurance',
    description:
      'Statutory disclaimer of Sahyog Life Insurance Company Limited, including risk factors of unit-linked products, tax benefits and a warning about spurious calls.',
  },
  layout: [
    text(
      h2('Statutory disclaimer'),
      'Insurance is the subject matter of solicitation. For more details on risk factors, terms and conditions, please read the sales brochure carefully before concluding a sale.',
      'In unit linked insurance products, the investment risk in the investment portfolio is borne by the policyholder. The various funds offered are the names of the funds and do not in any way indicate their quality, future prospects or returns. Past performance of a fund is not indicative of its future performance.',
      'Tax benefits are subject to the conditions of the Income-tax Act, 1961 and to changes in tax laws. Please consult your tax adviser.',
      h2('Beware of spurious phone calls and fictitious or fraudulent offers'),
      p(
        '**BEWARE OF SPURIOUS PHONE CALLS AND FICTITIOUS / FRAUDULENT OFFERS**: IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
      ),
      `Our employees and advisors will never ask you to pay a premium into a personal bank account or to share an OTP, PIN or password. If in doubt, call us on ${TOLL_FREE.service}.`,
      h2('About this website'),
      `${BRAND} is a fictional company created to demonstrate a website. The registration number, CIN, addresses, telephone numbers, people and products shown on this website are invented.`,
    ),
  ],
})

export const doNotCallPage = (): PageSeed => ({
  title: 'Do not call',
  path: '/do-not-call',
  meta: {
    title: 'Do Not Call Registry and Your Preferences | Sahyog Life Insurance',
    description:
      'How Sahyog Life Insurance respects the TRAI National Customer Preference Register, and how to stop promotional calls and messages from us.',
  },
  layout: [
    text(
      'We respect your choice not to receive unsolicited commercial communication. We follow the Telecom Commercial Communications Customer Preference Regulations, 2018 of the Telecom Regulatory Authority of India (TRAI) and check numbers against the National Customer Preference Register (NCPR) before any promotional call or message.',
      h2('How to register on the NCPR'),
      ul([
        'Call or send an SMS to 1909 from your mobile number, toll-free.',
        'Or use the DND service in your telecom operator’s app.',
        'Choose to block all promotional communication, or only selected categories such as insurance.',
      ]),
      h2('Stop calls from us only'),
      `If you have given us your number through this website and no longer want us to call, e-mail ${SUPPORT_EMAIL} with the subject "Do not call" and your mobile number, or call ${TOLL_FREE.service}. We update our records within 7 working days.`,
      h2('Calls you will still receive'),
      'Service and transactional communication about a policy you hold, such as premium reminders, payment confirmations and claim updates, is not promotional and continues to reach you.',
    ),
  ],
})

export const dataPrivacyPolicyPage = (): PageSeed => ({
  title: 'Data privacy policy',
  path: '/data-privacy-policy',
  meta: {
    title: 'Data Privacy Policy | Sahyog Life Insurance',
    description:
      'How Sahyog Life Insurance processes digital personal data as a data fiduciary under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  },
  layout: [
    text(
      `${COMPANY} is a data fiduciary under the Digital Personal Data Protection Act, 2023. This policy describes how we process digital personal data of our customers, nominees, prospective customers, advisors and website visitors.`,
      h2('Lawful basis'),
      'We process personal data with your consent, which you may withdraw at any time, or for legitimate uses permitted by law, such as performing an insurance contract you have entered into, complying with IRDAI regulations, and preventing fraud.',
      h2('Your rights'),
      ul([
        'Obtain a summary of the personal data we process about you and the processing activities.',
        'Correct, complete or update inaccurate or incomplete data.',
        'Have data erased once it is no longer needed, unless the law requires us to keep it.',
        'Nominate another person to exercise your rights in the event of your death or incapacity.',
        'Have your grievance redressed, and complain to the Data Protection Board of India.',
      ]),
      h2('Sensitive information'),
      'Health information collected for underwriting and claims is accessible only to underwriters, claims staff and medical examiners who need it, and to reinsurers under confidentiality obligations.',
      h2('Data Protection Officer'),
      `Write to our Data Protection Officer at ${PRIVACY_EMAIL}. We acknowledge requests within 48 hours and respond within the time the law requires.`,
    ),
  ],
})

export const citizensCharterPage = (): PageSeed => ({
  title: "Citizens' charter",
  path: '/citizens-charter',
  meta: {
    title: "Citizens' Charter and Service Turnaround Times | Sahyog Life",
    description:
      "Sahyog Life Insurance citizens' charter: our service commitments, turnaround times for proposals, policy services and claims, and how to escalate a grievance.",
  },
  disclaimer: {
    heading: 'About these turnaround times',
    description:
      'Turnaround times are counted from the receipt of a complete request with all required documents, and are within the limits set by the IRDAI (Protection of Policyholders’ Interests and Allied Matters of Insurers) Regulations, 2024. Where a regulation prescribes a shorter time, the regulation prevails.',
  },
  layout: [
    text(
      h2('Our commitment'),
      `This charter sets out what you can expect from ${BRAND}: clear information before you buy, prompt and courteous service while your policy is in force, and fair and fast settlement of claims.`,
      ul([
        'We explain the features, benefits, exclusions and charges of a product before you buy it.',
        'We give you a customer information sheet with every policy, in simple language.',
        'We respond to every request and grievance in writing within the times below.',
      ]),
    ),
    table(
      'Service turnaround times',
      'Service requests and the maximum number of days Sahyog Life takes to complete each.',
      ['Service', 'Turnaround time'],
      [
        ['Decision on a proposal', '7 days'],
        ['Refund of premium on a free-look cancellation', '7 days'],
        ['Surrender or partial withdrawal', '7 days'],
        ['Policy loan', '7 days'],
        ['Change of nominee, address or contact details', '7 days'],
        ['Decision on the revival of a lapsed policy', '7 days'],
        ['Maturity and survival benefit', 'On or before the due date'],
        ['Acknowledgement of a death claim intimation', 'Same day'],
        ['Death claim not needing investigation', '15 days'],
        ['Death claim needing investigation', '45 days'],
        ['Resolution of a grievance', '14 days'],
      ],
    ),
    accordion(
      'Escalating a grievance',
      [
        [
          'Where do I register a complaint?',
          `Call ${TOLL_FREE.service}, e-mail ${GRIEVANCE_EMAIL}, visit any branch or use the register-grievance page of this website. We acknowledge it immediately and resolve it within 14 days.`,
        ],
        [
          'What if I am not satisfied with the resolution?',
          'You can escalate to our Grievance Redressal Officer at the head office, or register your complaint on Bima Bharosa, the IRDAI grievance management system.',
        ],
        [
          'Can I approach the Insurance Ombudsman?',
          'Yes. If your grievance is not resolved within 30 days or you are not satisfied with our reply, you may approach the Insurance Ombudsman within one year of our final reply, for claims up to ₹50 lakh.',
        ],
      ],
      false,
    ),
    cards('Make a request', 'Each service page lists the documents and how to ask.', [
      { title: 'All services', text: 'Online services and service requests.', url: '/services' },
      {
        title: 'Register a grievance',
        text: 'Tell us what went wrong; we reply within 14 days.',
        url: '/register-grievance',
      },
      { title: 'Download forms', text: 'Claim, KYC and NACH mandate forms.', url: '/download-forms' },
    ]),
  ],
})

type AdvisorSeed = {
  slug: string
  name: string
  code: string
  licence: string
  validUntil: string
  branch: string
  branchPath: string
  since: string
  languages: string
  specialities: string[]
}

const ADVISORS: AdvisorSeed[] = [
  {
    slug: 'advisor-meera-kulkarni',
    name: 'Meera Kulkarni',
    code: 'SLA-PUN-01482',
    licence: 'SLI-IA-2019-004821',
    validUntil: '31 Mar 2028',
    branch: 'Pune Shivajinagar',
    branchPath: '/contact-us/branches/maharashtra/pune/pune/pune-shivajinagar',
    since: '2019',
    languages: 'Marathi, Hindi and English',
    specialities: ['Term insurance for young families', 'Child education plans', 'Retirement planning'],
  },
  {
    slug: 'advisor-arvind-subramanian',
    name: 'Arvind Subramanian',
    code: 'SLA-CHE-00917',
    licence: 'SLI-IA-2016-002093',
    validUntil: '30 Sep 2027',
    branch: 'Chennai T Nagar',
    branchPath: '/contact-us/branches/tamil-nadu/chennai/chennai/chennai-t-nagar',
    since: '2016',
    languages: 'Tamil and English',
    specialities: ['Guaranteed income plans', 'Pension and annuity plans', 'Claims assistance for families'],
  },
  {
    slug: 'advisor-farhan-qureshi',
    name: 'Farhan Qureshi',
    code: 'SLA-LKO-02264',
    licence: 'SLI-IA-2021-007316',
    validUntil: '31 Dec 2028',
    branch: 'New Delhi Connaught Place',
    branchPath: '/contact-us/branches/delhi/new-delhi/new-delhi/new-delhi-connaught-place',
    since: '2021',
    languages: 'Hindi, Urdu and English',
    specialities: ['Term insurance', 'Unit-linked plans', 'Small-business owners'],
  },
]

/**
 * legal/{slug} advisor pages: a licensed insurance agent's public profile, as Indian insurers publish them so that
 * customers can check whom they are dealing with (agent code, IRDAI licence, branch), with contact through the
 * site's lead form rather than a personal number.
 */
export const advisorPages = (): PageSeed[] =>
  ADVISORS.map((advisor) => ({
    title: `${advisor.name}, insurance advisor`,
    path: `/legal/${advisor.slug}`,
    meta: {
      title: `${advisor.name}: Licensed Insurance Advisor, ${advisor.branch} | Sahyog Life`,
      description: `${advisor.name} is a licensed insurance agent of ${BRAND} (agent code ${advisor.code}) at the ${advisor.branch} branch, advising in ${advisor.languages}.`,
    },
    layout: [
      text(
        `${advisor.name} has been a licensed insurance agent of ${COMPANY} since ${advisor.since}, working from the ${advisor.branch} branch. Advice is available in ${advisor.languages}.`,
        h2('Areas of advice'),
        ul(advisor.specialities),
      ),
      table(
        'Licence details',
        `Registration details of ${advisor.name} as an insurance agent of ${BRAND}.`,
        ['Detail', 'Value'],
        [
          ['Agent code', advisor.code],
          ['Licence number', advisor.licence],
          ['Licence valid until', advisor.validUntil],
          ['Insurer', COMPANY],
          ['Branch', advisor.branch],
        ],
      ),
      text(
        h2('Before you buy'),
        ul([
          'An agent must show you the licence on request and explain the features, benefits and exclusions of the plan you consider.',
          'Premiums are paid only to the insurer, online or at a branch, never in cash to an agent or into a personal bank account.',
          'You have a free-look period of 30 days after receiving the policy document to return a policy you do not want.',
        ]),
        `To talk to ${advisor.name}, use the **Contact us** tab on this page and mention the agent code ${advisor.code}; our team passes your request on. Concerns about an advisor can be raised with ${GRIEVANCE_EMAIL}.`,
      ),
      cta('Visit the branch', `${advisor.name} works from the ${advisor.branch} branch.`, {
        label: 'Find the branch',
        url: advisor.branchPath,
      }),
    ],
  }))
