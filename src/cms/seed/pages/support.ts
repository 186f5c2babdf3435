import { accordion, cards, cta, documents, hero, table, text } from '../blocks'
import {
  CALCULATORS,
  COMPANY,
  GRIEVANCE_EMAIL,
  REGISTERED_OFFICE,
  SERVICE_HOURS,
  SERVICES,
  SUPPORT_EMAIL,
  TOLL_FREE,
} from '../catalogue'
import { h2, h3, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'
import { SERVICE_INFO, servicePath } from './services'

/** Every online service screen, as the services landing lists them. */
export const ONLINE_SERVICES: { name: string; url: string; summary: string }[] = [
  ...SERVICES,
  {
    name: 'NACH mandate de-activation',
    url: '/nach-mandate-deactivation',
    summary: 'Stop NACH or UPI auto-debits on a policy.',
  },
  {
    name: 'Declaration of good health',
    url: '/online-dgh-submission',
    summary: 'Revive a lapsed policy: answer the health questions and upload a medical report.',
  },
  {
    name: 'Bonus information',
    url: '/bonus-information',
    summary: 'See the bonus rates declared on our participating plans.',
  },
  {
    name: 'Revoke Aadhaar e-KYC consent',
    url: '/aadhaar-ekyc-consent-revoking',
    summary: 'Withdraw the consent you gave for Aadhaar e-KYC on a policy.',
  },
  {
    name: 'Meet an advisor',
    url: '/services/meet-advisor',
    summary: 'Ask an advisor near you to call at a time that suits you.',
  },
]

export const contactUsPage = (): PageSeed => ({
  title: 'Contact us',
  path: '/contact-us',
  meta: {
    title: 'Contact Us: Toll-free Numbers, E-mail and Branches | Sahyog Life',
    description: `Call ${TOLL_FREE.sales} to buy a plan or ${TOLL_FREE.service} for policy service, e-mail ${SUPPORT_EMAIL}, or visit one of our 310 branches.`,
  },
  layout: [
    cards('How can we help you?', `Our customer care team is available ${SERVICE_HOURS}.`, [
      {
        title: 'Buy a new policy',
        text: `Call ${TOLL_FREE.sales} (toll-free) and an advisor will help you compare plans.`,
        url: `tel:${TOLL_FREE.sales.replace(/\D/g, '')}`,
        link_label: 'Call now',
      },
      {
        title: 'Existing customers',
        text: `Call ${TOLL_FREE.service} (toll-free) for renewals, changes to your policy and claims.`,
        url: `tel:${TOLL_FREE.service.replace(/\D/g, '')}`,
        link_label: 'Call now',
      },
      {
        title: 'Write to us',
        text: `E-mail ${SUPPORT_EMAIL}. We reply within one working day.`,
        url: `mailto:${SUPPORT_EMAIL}`,
        link_label: 'Send an e-mail',
      },
      {
        title: 'Visit a branch',
        text: 'Find your nearest branch by state, district and city.',
        url: '/contact-us/branches',
        link_label: 'Find a branch',
      },
    ]),
    accordion('Customer service FAQs', [
      [
        'How do I pay my renewal premium?',
        'Pay online on the pay-premium page by UPI, debit or credit card, or net banking, with just your policy number and date of birth. You can also set up NACH or UPI auto-debit, pay at any branch, or pay in cash up to ₹49,999.',
      ],
      [
        'How do I update my address, mobile number or e-mail?',
        'Submit the KYC and contact details update form, available on the download-forms page, at any branch or by e-mail from your registered e-mail address, with a self-attested address proof. Changes are made within 7 working days.',
      ],
      [
        'How do I get a premium paid certificate for my tax return?',
        'Download it instantly from the premium-paid-certificate page after verifying your mobile number with a one-time password.',
      ],
      [
        'How do I change my nominee?',
        'Fill in the nomination change form and submit it at a branch or by e-mail. A change of nomination is free and can be made any number of times while the policy is in force.',
      ],
      [
        'How do I intimate a claim?',
        `Call ${TOLL_FREE.service}, e-mail ${SUPPORT_EMAIL} or visit any branch. Our claims team will tell you exactly which documents are needed and keep you informed at every step.`,
      ],
      [
        'How do I register a grievance?',
        `Use the register-grievance page, e-mail ${GRIEVANCE_EMAIL} or call us. If you are not satisfied with our response within 14 days, you may escalate to Bima Bharosa or the Insurance Ombudsman.`,
      ],
    ]),
    cta(
      'Prefer that we call you?',
      'Leave your number and a convenient time, and an advisor will call you back.',
      {
        label: 'Request a call back',
        url: '/contact-us/sales-service-enquiry',
      },
    ),
  ],
})

export const reachUsPage = (): PageSeed => ({
  title: 'Reach us',
  path: '/reach-us',
  meta: {
    title: 'Reach Us: Registered Office and Grievance Officers | Sahyog Life',
    description:
      'Address of the registered office of Sahyog Life Insurance, contact details of the grievance redressal officer and the Insurance Ombudsman.',
  },
  layout: [
    text(
      h2('Registered and corporate office'),
      `${COMPANY}, ${REGISTERED_OFFICE}.`,
      `Office hours: Monday to Friday, 9.30 am to 6 pm. Toll-free: ${TOLL_FREE.service}. E-mail: ${SUPPORT_EMAIL}.`,
      h2('Grievance Redressal Officer'),
      `Ms Kavita Menon, Head of Customer Experience, at the address above. E-mail: ${GRIEVANCE_EMAIL}. Please mention your policy number and a phone number on which we can reach you.`,
      h3('Escalation'),
      ul([
        'Bima Bharosa, the IRDAI integrated grievance management system: bimabharosa.irdai.gov.in',
        'Insurance Ombudsman: the office having jurisdiction over your place of residence; addresses are listed on the Council for Insurance Ombudsmen website.',
      ]),
    ),
    table(
      'Regional offices',
      'Regional offices of Sahyog Life Insurance with their city and region.',
      ['Region', 'City', 'Address'],
      [
        ['West', 'Mumbai', '7th Floor, Sahyog House, Lower Parel, Mumbai 400 013'],
        ['North', 'New Delhi', '3rd Floor, Example Plaza, Connaught Place, New Delhi 110 001'],
        ['South', 'Chennai', '2nd Floor, Example Towers, Anna Salai, Chennai 600 002'],
        ['East', 'Kolkata', '5th Floor, Example Court, Park Street, Kolkata 700 016'],
      ],
    ),
    cta('Looking for a branch near you?', 'We have 310 branches in 480 cities.', {
      label: 'Find a branch',
      url: '/contact-us/branches',
    }),
  ],
})

export const servicesPage = (media: SeedMedia): PageSeed => ({
  title: 'Policy services',
  path: '/services',
  meta: {
    title: 'Online Policy Services: Pay Premium, NACH, Certificates | Sahyog Life',
    description:
      'Pay premiums, set up auto-debit, download premium paid certificates, check NAV history, register for WhatsApp and raise grievances online, any time.',
    image: media.images.heroServices,
  },
  layout: [
    hero(
      'Policy services, whenever you need them',
      'Most requests take less than two minutes. Keep your policy number and registered mobile number handy.',
      {
        image: media.images.heroServices,
      },
    ),
    cards(
      'Online services',
      'Verify your policy or mobile number with a one-time password and finish in a few minutes.',
      ONLINE_SERVICES.map((service) => ({
        title: service.name,
        text: service.summary,
        url: service.url,
        link_label: 'Go',
      })),
    ),
    cards(
      'Service requests',
      'What each request involves, who can make it, the documents, how long it takes and how to ask.',
      SERVICE_INFO.map((info) => ({
        title: info.title,
        text: info.description,
        url: servicePath(info.slug),
        link_label: 'Know more',
      })),
    ),
    cards('Help and information', '', [
      { title: 'Download forms', text: 'Claim, KYC and NACH mandate forms.', url: '/download-forms' },
      {
        title: "Citizens' charter",
        text: 'Our service commitments and the turnaround time of each request.',
        url: '/citizens-charter',
      },
      {
        title: 'Resources',
        text: 'Calculators, guides, premium rate tables and FAQs.',
        url: '/resources',
      },
      {
        title: 'Contact us',
        text: 'Toll-free numbers, e-mail and branches.',
        url: '/contact-us',
      },
    ]),
    cta('Need help with a service request?', `Call ${TOLL_FREE.service}, ${SERVICE_HOURS}.`, {
      label: 'Contact us',
      url: '/contact-us',
    }),
  ],
})

export const resourcesPage = (): PageSeed => ({
  title: 'Resources',
  path: '/resources',
  meta: {
    title: 'Resources: Calculators, Forms, Guides and FAQs | Sahyog Life',
    description:
      'Everything you need to plan, buy and manage life insurance: calculators, downloadable forms, premium rate tables, guides and frequently asked questions.',
  },
  layout: [
    cards(
      'Plan',
      'Free calculators that put numbers to your goals.',
      CALCULATORS.map((item) => ({
        title: item.name,
        text: item.summary,
        url: item.url,
        link_label: 'Open',
      })),
    ),
    cards('Learn', 'Guides and reference material.', [
      {
        title: 'Benefits of life insurance',
        text: 'Why life cover belongs in every financial plan.',
        url: '/benefits-of-life-insurance',
      },
      {
        title: 'Premium rate tables',
        text: 'Indicative premiums by age and cover.',
        url: '/discover/premium-rate-tables',
      },
      { title: 'Blog', text: 'Articles on protection, savings, tax and retirement.', url: '/blog' },
      {
        title: 'Underwriting philosophy',
        text: 'How we assess a proposal.',
        url: '/disclosure-of-underwriting-philosophy',
      },
    ]),
    cards('Manage your policy', 'Online services, forms and our service commitments.', [
      {
        title: 'All services',
        text: 'Every online service and service request in one place.',
        url: '/services',
      },
      { title: 'Download forms', text: 'Claim, KYC and NACH mandate forms.', url: '/download-forms' },
      {
        title: "Citizens' charter",
        text: 'Our service commitments and turnaround times.',
        url: '/citizens-charter',
      },
      {
        title: 'NAV history',
        text: 'Daily NAVs of our unit-linked funds, with a CSV download.',
        url: '/nav-history',
      },
      {
        title: 'Bonus information',
        text: 'Bonus rates declared on participating plans.',
        url: '/bonus-information',
      },
      {
        title: 'Premium paid certificate',
        text: 'The certificate for your tax declaration, as a PDF.',
        url: '/premium-paid-certificate',
      },
    ]),
    cards('Get answers', 'Frequently asked questions by topic.', [
      {
        title: 'Premium FAQs',
        text: 'Due dates, grace periods and payment modes.',
        url: '/contact-us/faq-premium',
      },
      {
        title: 'Claims FAQs',
        text: 'How to claim and what documents are needed.',
        url: '/contact-us/faq-claims',
      },
      { title: 'Fund FAQs', text: 'Unit-linked funds, NAVs and switches.', url: '/contact-us/faq-fund' },
      {
        title: 'Payout FAQs',
        text: 'Maturity, survival benefits and annuities.',
        url: '/contact-us/faq-payouts',
      },
      {
        title: 'GST FAQs',
        text: 'What the GST exemption means for your policy.',
        url: '/contact-us/faq-gst',
      },
    ]),
  ],
})

export const downloadFormsPage = (media: SeedMedia): PageSeed => ({
  title: 'Download forms',
  path: '/download-forms',
  meta: {
    title: 'Download Forms: Claims, KYC, NACH and Policy Services | Sahyog Life',
    description:
      'Download claim forms, NACH mandate forms, KYC update forms and other policy servicing forms of Sahyog Life Insurance.',
  },
  layout: [
    text(
      'Print the form, fill it in with a black or blue pen, sign it as in your policy records and submit it at any branch or scan and e-mail it from your registered e-mail address. Many requests can also be made online on the services page without a form.',
    ),
    documents('Claim forms', [{ title: 'Death claim intimation form', file: media.documents.claimForm }]),
    documents('Policy servicing forms', [
      { title: 'NACH debit mandate form', file: media.documents.nachForm },
      { title: 'KYC and contact details update form', file: media.documents.kycForm },
    ]),
    cta(
      'Rather do it online?',
      'Pay premiums, set up auto-debit and download certificates without paperwork.',
      {
        label: 'Go to services',
        url: '/services',
      },
    ),
  ],
})
