/** Contact section pages (spec 2.1 Contact): sales and service enquiries, the FAQ pages and the renewal options. */
import { accordion, cards, cta, table, text } from '../blocks'
import { BRAND, GRIEVANCE_EMAIL, SERVICE_HOURS, SUPPORT_EMAIL, TOLL_FREE } from '../catalogue'
import { h2, ul } from '../lexical'
import type { PageSeed } from '../types'

/** Spec 9: premiums may be paid in cash up to this amount. */
const CASH_LIMIT = '₹49,999'

export const salesServiceEnquiryPage = (): PageSeed => ({
  title: 'Sales and service enquiry',
  path: '/contact-us/sales-service-enquiry',
  meta: {
    title: 'Sales and Service Enquiry: Talk to an Advisor | Sahyog Life',
    description: `Want to buy a plan or need help with your policy? Call ${TOLL_FREE.sales} for sales, ${TOLL_FREE.service} for service, or ask for a call back.`,
  },
  layout: [
    text(
      'Tell us what you need and the right team will get back to you. Use the **Contact us** tab on the side of this page to leave your name and mobile number: an advisor calls you back within one working day, in the language you choose.',
    ),
    cards('Choose the team you need', `We are available ${SERVICE_HOURS}.`, [
      {
        title: 'Buy a new plan',
        text: `Call ${TOLL_FREE.sales} (toll-free). An advisor helps you work out how much cover you need and compares plans with you.`,
        url: `tel:${TOLL_FREE.sales.replace(/\D/g, '')}`,
        link_label: 'Call sales',
      },
      {
        title: 'Help with my policy',
        text: `Call ${TOLL_FREE.service} (toll-free) for premiums, changes to your policy, certificates and claims.`,
        url: `tel:${TOLL_FREE.service.replace(/\D/g, '')}`,
        link_label: 'Call service',
      },
      {
        title: 'Raise a service request',
        text: 'See which requests you can make online and which documents each one needs.',
        url: '/contact-us/service-request',
        link_label: 'Service requests',
      },
      {
        title: 'Meet us in person',
        text: 'Walk in to any of our branches for advice, premium payments and claims help.',
        url: '/contact-us/branches',
        link_label: 'Find a branch',
      },
    ]),
    accordion('Before you call', [
      [
        'What details should I keep ready for a sales call?',
        'Your age, annual income, existing life cover, loans and the goals you are saving for. This helps the advisor suggest the right cover and premium.',
      ],
      [
        'What details should I keep ready for a service call?',
        'Your policy number and the mobile number registered with us. For security we verify your identity before discussing the policy.',
      ],
      [
        'Will an advisor ask for my bank PIN or OTP?',
        `Never. ${BRAND} and its advisors never ask for a PIN, password or OTP over the phone, and never ask you to pay a premium into a personal bank account.`,
      ],
    ]),
  ],
})

export const serviceRequestPage = (): PageSeed => ({
  title: 'Service requests',
  path: '/contact-us/service-request',
  meta: {
    title: 'Policy Service Requests: Documents and Turnaround Times | Sahyog Life',
    description:
      'How to raise a policy service request: change of address, nominee or bank account, surrender, loans and payouts, the documents needed and how long each takes.',
  },
  layout: [
    text(
      'Many requests can be completed online in a few minutes with your policy number and a one-time password sent to your registered mobile number. For the rest, submit the request form with the documents listed below at any branch, or e-mail a signed scan from your registered e-mail address to ' +
        `${SUPPORT_EMAIL}.`,
    ),
    cards('Do it online', 'No forms, no branch visit.', [
      {
        title: 'Pay your premium',
        text: 'UPI, cards or net banking.',
        url: '/renewal-payment',
        link_label: 'Pay now',
      },
      {
        title: 'Set up auto-debit',
        text: 'e-NACH or UPI autopay for future premiums.',
        url: '/services/nach-mandate-activation',
        link_label: 'Set up',
      },
      {
        title: 'Premium paid certificate',
        text: 'For your income-tax return.',
        url: '/premium-paid-certificate',
        link_label: 'Download',
      },
      {
        title: 'WhatsApp updates',
        text: 'Premium reminders and receipts on WhatsApp.',
        url: '/register-for-whatsapp',
        link_label: 'Register',
      },
    ]),
    table(
      'Requests, documents and turnaround times',
      'Each policy service request, the documents it needs, and the number of days we take to complete it once the documents are complete.',
      ['Request', 'Documents needed', 'Turnaround time'],
      [
        ['Change of address', 'Request form and a self-attested address proof', '7 days'],
        [
          'Change of mobile number or e-mail',
          'Request form and a self-attested photo identity proof',
          '7 days',
        ],
        ['Change of nominee', 'Nomination form signed by the policyholder', '7 days'],
        [
          'Change of bank account for payouts',
          'Request form and a cancelled cheque or bank statement',
          '7 days',
        ],
        ['Policy loan', 'Loan request form, cancelled cheque and identity proof', '7 days'],
        [
          'Surrender',
          'Surrender form, original policy document, cancelled cheque and identity proof',
          '7 days',
        ],
        ['Duplicate policy document', 'Request form and an indemnity bond', '7 days'],
        ['Revival of a lapsed policy', 'Revival form and a declaration of good health', '7 days'],
      ],
    ),
    cta(
      'Not happy with how your request was handled?',
      `Write to ${GRIEVANCE_EMAIL} or register a grievance online. We resolve grievances within 14 days.`,
      { label: 'Register a grievance', url: '/register-grievance' },
    ),
  ],
})

const faqPage = (
  slug: string,
  title: string,
  metaTitle: string,
  description: string,
  intro: string,
  questions: [string, string][],
): PageSeed => ({
  title,
  path: `/contact-us/${slug}`,
  meta: { title: metaTitle, description },
  layout: [
    text(intro),
    accordion(title, questions),
    cta(
      'Still have a question?',
      `Call ${TOLL_FREE.service}, ${SERVICE_HOURS}, or write to ${SUPPORT_EMAIL}.`,
      {
        label: 'Contact us',
        url: '/contact-us',
      },
    ),
  ],
})

export const faqPremiumPage = (): PageSeed =>
  faqPage(
    'faq-premium',
    'Premium FAQs',
    'Premium Payment FAQs: Due Dates, Grace Period, Modes | Sahyog Life',
    'Answers to common questions on paying premiums: due dates, the grace period, payment modes, auto-debit, receipts and what happens if a premium is missed.',
    'Everything about paying your premium on time, and what to do if you miss one.',
    [
      [
        'When is my premium due?',
        'The due date and the premium amount are printed on your policy schedule. We also send a reminder by SMS and e-mail about 15 days before each due date.',
      ],
      [
        'What is the grace period?',
        'If you pay yearly, half-yearly or quarterly you have 30 days after the due date to pay; if you pay monthly you have 15 days. Your cover continues during the grace period.',
      ],
      [
        'How can I pay my premium?',
        `Online by UPI, debit or credit card or net banking on the renewal-payment page; by e-NACH or UPI autopay; by cheque or demand draft at any branch; or in cash at a branch up to ${CASH_LIMIT} per policy per day.`,
      ],
      [
        'Can I change how often I pay?',
        'Yes, on a policy anniversary. Submit a request at a branch or by e-mail; the new premium for the new frequency is shown on the confirmation.',
      ],
      [
        'When do I get my receipt?',
        'Right away for an online payment, by e-mail and SMS. For cheques, once the cheque is cleared.',
      ],
      [
        'What if I do not pay within the grace period?',
        'The policy lapses, or becomes paid-up if it has acquired a surrender value. You can revive a lapsed policy within five years of the first unpaid premium by paying the arrears with interest and, where needed, a declaration of good health.',
      ],
    ],
  )

export const faqClaimsPage = (): PageSeed =>
  faqPage(
    'faq-claims',
    'Claims FAQs',
    'Life Insurance Claims FAQs: How to Claim, Documents, Timelines | Sahyog Life',
    'How to make a death, maturity or rider claim with Sahyog Life Insurance, the documents needed and how long settlement takes.',
    'We know a claim often comes at a difficult time. These answers explain the process simply; our claims team is also there to guide you at every step.',
    [
      [
        'How do I intimate a death claim?',
        `Call ${TOLL_FREE.service}, e-mail ${SUPPORT_EMAIL} or visit any branch with the policy number and the date and cause of death. A claims officer then tells you exactly which documents are needed.`,
      ],
      [
        'Which documents are needed for a death claim?',
        'The claim form, the death certificate issued by the local authority, the original policy document (or an indemnity if it is lost), the nominee’s photo identity and address proof, and a cancelled cheque or bank statement for the payout. Medical records may be asked for if the death was within three years of the policy starting.',
      ],
      [
        'How long does a claim take?',
        'We settle claims that need no investigation within 15 days of receiving all documents. Where an investigation is needed, we complete it and settle the claim within 45 days.',
      ],
      [
        'Do I need to claim the maturity benefit?',
        'No claim form is needed. We write to you before the maturity date; make sure your bank account details with us are correct and the amount is paid directly to your account on the maturity date.',
      ],
      [
        'Can a claim be rejected?',
        'A claim can be declined only for reasons set out in the policy, such as an exclusion or deliberate non-disclosure. After three years from the start of the policy, a claim cannot be questioned on any ground, as section 45 of the Insurance Act, 1938 provides.',
      ],
      [
        'What if the nominee has died?',
        'The claim is paid to the legal heirs of the policyholder, on proof of their title such as a succession certificate.',
      ],
    ],
  )

export const faqFundPage = (): PageSeed =>
  faqPage(
    'faq-fund',
    'Fund FAQs',
    'Unit-Linked Fund FAQs: NAV, Switches, Premium Redirection | Sahyog Life',
    'Answers on unit-linked funds: how the NAV is calculated, switching between funds, premium redirection, charges and the lock-in period.',
    'Answers to the questions our unit-linked (ULIP) policyholders ask most often. In ULIPs the investment risk is borne by the policyholder.',
    [
      [
        'What is the NAV?',
        'The net asset value is the value of one unit of a fund. It is the market value of the fund’s investments plus current assets, less liabilities and charges, divided by the number of units. We publish the NAV of every fund on each business day on the NAV history page.',
      ],
      [
        'Which NAV applies to my premium?',
        'For a premium received by 3 pm on a business day, the NAV of that day; after 3 pm, the NAV of the next business day. Cheques count from the day they are received, if they are honoured.',
      ],
      [
        'Can I move money between funds?',
        'Yes. A switch moves existing units from one fund to another. Several switches each policy year are free; the exact number is in your policy document.',
      ],
      [
        'What is premium redirection?',
        'It changes the funds that your future premiums are invested in, without moving the units you already hold.',
      ],
      [
        'Is there a lock-in period?',
        'Yes. Money in a ULIP cannot be withdrawn during the first five policy years. If you discontinue premiums in that time, the fund value moves to the discontinued policy fund and is paid out after the lock-in ends.',
      ],
      [
        'Which charges apply?',
        'Premium allocation, policy administration, fund management and mortality charges, as set out in the sales brochure. Fund management charges are already deducted in the NAV.',
      ],
    ],
  )

export const faqPayoutsPage = (): PageSeed =>
  faqPage(
    'faq-payouts',
    'Payout FAQs',
    'Payout FAQs: Maturity, Survival Benefits, Annuities, Surrender | Sahyog Life',
    'When and how Sahyog Life pays maturity and survival benefits, annuities and surrender values, and how to keep your bank details up to date.',
    'How and when we pay you the benefits of your policy.',
    [
      [
        'How will I receive my payout?',
        'Directly into your bank account by NEFT. Keep your bank account registered with us up to date; we do not pay by cheque unless electronic transfer is not possible.',
      ],
      [
        'When are survival benefits paid?',
        'On the dates in your policy schedule, as long as all premiums due are paid. No request is needed.',
      ],
      [
        'How do I keep receiving my annuity?',
        'Submit a certificate of existence once a year, in the month of your policy anniversary, at a branch or through a video call with our service team.',
      ],
      [
        'What will I get if I surrender my policy?',
        'The surrender value, which depends on the premiums paid and the policy duration; it is at least the guaranteed surrender value in your policy document. Call us for a quote before you decide: surrendering ends your life cover.',
      ],
      [
        'Is tax deducted from my payout?',
        'Payouts that are exempt under section 10(10D) of the Income-tax Act are paid without deduction. For others, tax is deducted at source on the income part of the payout, as the Act requires; the TDS certificate is sent to your registered e-mail.',
      ],
      [
        'What if a payout is not received?',
        'Check that your bank account details are correct, then call us. Amounts that remain unpaid are shown on the unclaimed-amounts page, where you can claim them.',
      ],
    ],
  )

export const faqGstPage = (): PageSeed =>
  faqPage(
    'faq-gst',
    'GST FAQs',
    'GST on Life Insurance Premiums: FAQs | Sahyog Life',
    'How goods and services tax applies to life insurance premiums: the exemption on individual policies, group policies, riders, and what your receipt shows.',
    'Goods and services tax (GST) rules for life insurance premiums, in short. Your premium receipt always shows the tax charged, if any.',
    [
      [
        'Is GST charged on my individual life insurance premium?',
        'No. Since 22 Sep 2025, premiums of individual life insurance policies, including term, savings, unit-linked and pension plans and their reinsurance, are exempt from GST.',
      ],
      [
        'Is GST charged on group policies?',
        'Yes. Group life insurance premiums paid by an employer or a lender are taxed at 18%.',
      ],
      [
        'Why did my premium fall after September 2025?',
        'Because the GST that used to be added to individual premiums is no longer charged. The premium of the plan itself has not changed.',
      ],
      [
        'Can I claim input tax credit on my premium?',
        'Individual policyholders cannot. Businesses buying group cover should consult their tax adviser.',
      ],
      [
        'Will my premium paid certificate show GST?',
        'Yes, it shows the premium and any tax charged for each payment in the financial year, so it can be used for your income-tax return.',
      ],
    ],
  )

export const renewalAutoDebitPage = (): PageSeed => ({
  title: 'Renewal payment options: auto-debit',
  path: '/renewal-payment-options-auto-debit',
  meta: {
    title: 'Pay Premiums by Auto-Debit: e-NACH and UPI Autopay | Sahyog Life',
    description:
      'Never miss a premium: register an e-NACH mandate or UPI autopay and your renewal premium is debited from your bank account on the due date.',
  },
  layout: [
    text(
      'With auto-debit your renewal premium is collected from your bank account on the due date, so your cover never lapses because a payment was forgotten. You can cancel the mandate at any time.',
      h2('Two ways to set it up'),
      ul([
        '**e-NACH**: authorise a mandate with your net-banking login or debit card. Works for any premium amount and frequency.',
        '**UPI autopay**: approve a mandate in your UPI app. Suited to premiums up to ₹5,000 a debit; larger premiums need e-NACH.',
      ]),
      h2('Good to know'),
      ul([
        'The mandate covers the premium on your policy schedule; we notify you by SMS before each debit.',
        'Keep enough balance in the account a day before the due date. A failed debit is retried once, and you can still pay online within the grace period.',
        'To stop auto-debit, cancel the mandate on the NACH de-activation page or at any branch at least 7 days before the next due date.',
      ]),
    ),
    cta(
      'Set up auto-debit now',
      'Keep your policy number and registered mobile number handy.',
      {
        label: 'Register a mandate',
        url: '/services/nach-mandate-activation',
      },
      { label: 'Other ways to pay', url: '/renewal-payment-options-offline' },
    ),
  ],
})

export const renewalOfflinePage = (): PageSeed => ({
  title: 'Renewal payment options: offline',
  path: '/renewal-payment-options-offline',
  meta: {
    title: 'Pay Premiums Offline: Branch, Cheque, Cash up to ₹49,999 | Sahyog Life',
    description:
      'Pay your renewal premium at any Sahyog Life branch by cheque, demand draft or cash (up to ₹49,999), or at a partner bank branch.',
  },
  layout: [
    text(
      'Prefer to pay in person? Visit any of our branches during working hours.',
      h2('Cheque or demand draft'),
      `Make it payable to "${BRAND} Company Limited, Policy No. (your policy number)" and write your name and mobile number on the back. Post-dated cheques are accepted up to 30 days before the due date. Your premium is credited once the cheque is cleared.`,
      h2('Cash'),
      `Cash is accepted at our branches up to ${CASH_LIMIT} per policy per day, in line with income-tax rules on cash transactions. For a larger premium please pay by cheque, demand draft or online.`,
      h2('At a partner bank'),
      'You can also pay by cash or cheque at partner bank branches using the payment slip available at the counter; keep the stamped counterfoil as your receipt until our receipt reaches you.',
    ),
    table(
      'Ways to pay at a glance',
      'Offline payment modes with their limits and when the premium is credited.',
      ['Mode', 'Limit', 'Credited'],
      [
        ['Cash at a branch', `Up to ${CASH_LIMIT} per policy per day`, 'Same day'],
        ['Cheque or demand draft', 'No limit', 'When cleared'],
        ['Partner bank branch', `Cash up to ${CASH_LIMIT}; cheques no limit`, 'Within 2 working days'],
      ],
    ),
    cta(
      'Find your nearest branch',
      'Branch addresses, phone numbers and opening hours.',
      {
        label: 'Branch locator',
        url: '/contact-us/branches',
      },
      { label: 'Pay online instead', url: '/renewal-payment' },
    ),
  ],
})

export const contactPages = (): PageSeed[] => [
  salesServiceEnquiryPage(),
  serviceRequestPage(),
  faqPremiumPage(),
  faqClaimsPage(),
  faqFundPage(),
  faqPayoutsPage(),
  faqGstPage(),
  renewalAutoDebitPage(),
  renewalOfflinePage(),
]
