import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

import {
  BRAND,
  CIN,
  COMPANY,
  IRDAI_REG_NO,
  LOGIN_URL,
  REDIRECT_HOSTS,
  REGISTERED_OFFICE,
  SUPPORT_EMAIL,
  TOLL_FREE,
} from './catalogue'
import { h3, p, richText, ul } from './lexical'
import { SEED_CONTEXT, SITE_URL } from './types'

const GA_HEAD_CODE = `<!-- Sample analytics tag: inactive while ga_tag is 'No'. Replace G-XXXXXXXXXX with a real property id. -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXXXXXXXX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-XXXXXXXXXX', { anonymize_ip: true });
</script>`

const GA_BODY_CODE = `<!-- Sample tag manager fallback: inactive while ga_tag is 'No'. -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-XXXXXXX" height="0" width="0" style="display:none;visibility:hidden" title="Analytics"></iframe></noscript>`

export const DEFAULT_DISCLAIMER = [
  `${COMPANY}. IRDAI Registration No. ${IRDAI_REG_NO}. CIN: ${CIN}. Registered and corporate office: ${REGISTERED_OFFICE}. Toll-free: ${TOLL_FREE.sales}. E-mail: ${SUPPORT_EMAIL}.`,
  'Insurance is the subject matter of solicitation. For more details on risk factors, terms and conditions, please read the sales brochure and the policy document carefully before concluding a sale. The product names used on this website do not in any way indicate the quality of the contract, its future prospects or returns.',
  'In unit linked insurance products, the investment risk in the investment portfolio is borne by the policyholder. Unit linked insurance products are different from traditional insurance products and are subject to market risks. The premiums paid are subject to investment risks, and the NAV of the units may go up or down depending on the performance of the fund and factors influencing the capital market. Unit linked insurance products do not offer any liquidity during the first five years of the contract.',
  'Tax benefits are as per the Income-tax Act, 1961 and are subject to amendments in tax laws from time to time. Please consult your tax adviser for details.',
  'BEWARE OF SPURIOUS PHONE CALLS AND FICTITIOUS / FRAUDULENT OFFERS: IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
  `${BRAND} is a fictional company created for a demonstration website. It does not sell insurance, and the registration number, CIN, addresses, telephone numbers and products shown are not real.`,
].join('\n\n')

const organization = (logoUrl: string | null) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: BRAND,
  legalName: COMPANY,
  url: SITE_URL,
  ...(logoUrl ? { logo: logoUrl } : {}),
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: `+91-${TOLL_FREE.sales}`,
      contactType: 'sales',
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi', 'Tamil', 'Telugu'],
    },
    {
      '@type': 'ContactPoint',
      telephone: `+91-${TOLL_FREE.service}`,
      contactType: 'customer service',
      email: SUPPORT_EMAIL,
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi', 'Tamil', 'Telugu'],
    },
  ],
})

/** The public address of the uploaded logo, absolute for structured data. */
async function logoUrl(payload: Payload, logo: number): Promise<string | null> {
  const doc = await payload.findByID({ collection: 'media', id: logo, depth: 0, context: SEED_CONTEXT })
  if (!doc.url) return null
  return /^https?:\/\//.test(doc.url) ? doc.url : `${SITE_URL}${doc.url}`
}

export async function seedSettings(payload: Payload, logo: number): Promise<void> {
  const data: Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'> = {
    brand_name: BRAND,
    logo,
    toll_free: [
      { label: 'Buy a new policy', number: TOLL_FREE.sales },
      { label: 'Existing customers', number: TOLL_FREE.service },
    ],
    support_email: SUPPORT_EMAIL,
    login_url: LOGIN_URL,
    quick_links: [
      { label: 'Talk to an advisor', url: '/contact-us', icon: 'phone' },
      { label: 'Pay premium', url: '/renewal-payment', icon: 'pay' },
      { label: 'Download forms', url: '/download-forms', icon: 'download' },
    ],
    ga_tag: 'No',
    ga_head_code: GA_HEAD_CODE,
    ga_body_code: GA_BODY_CODE,
    meta: [{ schema: [{ schema_value: organization(await logoUrl(payload, logo)) }] }],
    show_maintenance: 'No',
    chatbot: 'Yes',
    welcome_popup: 'Yes',
    popup_content: richText(
      h3('Welcome to Sahyog Life'),
      p(
        'Meet **Sahyog Smart Term**, our new term plan: life cover of ₹1 crore from about ₹800 a month, cover up to age 85 and a special rate for non-smokers and women.',
      ),
      ul([
        'Claim settlement ratio of 98.6% for FY 2024-25',
        'Instant cover for accidental death from the day you apply',
        'No GST on individual life insurance premiums',
      ]),
      p('Compare plans online, or ask an advisor to call you back at a time that suits you.'),
    ),
    know_more_content: [
      'Sahyog Smart Term is a non-linked, non-participating individual pure risk life insurance plan.',
      'Entry age 18 to 65 years; cover up to age 85; minimum sum assured ₹50 lakh. Premiums can be paid once, for a limited term or for the whole policy term, yearly, half-yearly, quarterly or monthly.',
      'Optional riders: critical illness (40 illnesses), accidental death benefit and waiver of premium on disability.',
      'The premium of ₹800 a month is for a healthy 30-year-old non-smoking woman, ₹1 crore cover to age 60, regular pay, online purchase. Your premium depends on your age, health, lifestyle and the options you choose.',
    ].join('\n\n'),
    zero_gst: {
      enabled: 'Yes',
      heading: 'Life insurance premiums now carry 0% GST',
      body: 'From 22 Sep 2025, premiums on individual life insurance policies, including term, savings, ULIP and pension plans, are exempt from GST. The full premium you pay now goes towards your cover and your savings.',
      cta_url: '/life-insurance',
      cta_label: 'Explore plans',
    },
    default_disclaimer: { heading: 'Disclaimer', description: DEFAULT_DISCLAIMER },
    company: {
      legal_name: COMPANY,
      irdai_registration: IRDAI_REG_NO,
      cin: CIN,
      registered_office: REGISTERED_OFFICE,
    },
    redirect_allowed_hosts: REDIRECT_HOSTS.map((host) => ({ host })),
  }

  await payload.updateGlobal({ slug: 'site-settings', data, depth: 0, context: SEED_CONTEXT })
}
