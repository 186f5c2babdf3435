import type { Payload } from 'payload'

import { inSentence } from '@/domain/format/text'
import type { Footer } from '@/payload-types'

import { category, COMPANY, REGISTERED_OFFICE, SERVICE_HOURS, SUPPORT_EMAIL, TOLL_FREE } from './catalogue'
import { SEED_CONTEXT } from './types'

type Links = { name: string; url: string }[]

const productLinks = (key: Parameters<typeof category>[0]): Links => {
  const found = category(key)
  return [
    ...found.products.map(({ name, url }) => ({ name, url })),
    { name: `All ${inSentence(found.name)}`, url: found.url },
  ]
}

export const FOOTER: Omit<Footer, 'id' | 'createdAt' | 'updatedAt'> = {
  category_section: [
    { category_group: 'Term plans', children: productLinks('term') },
    { category_group: 'Savings plans', children: productLinks('savings') },
    { category_group: 'ULIP plans', children: productLinks('ulip') },
  ],
  menu_group: [
    {
      category: 'Company',
      children: [
        { name: 'About Sahyog Life', url: '/about-sahyog-life' },
        { name: 'Our story and leadership', url: '/discover/about-us' },
        { name: 'Careers', url: '/discover/careers' },
        { name: 'Public disclosures', url: '/about-us/public-disclosures' },
        { name: 'Other disclosures', url: '/other-disclosures' },
        { name: 'Underwriting philosophy', url: '/disclosure-of-underwriting-philosophy' },
        { name: 'Blog', url: '/blog' },
      ],
    },
    {
      category: 'Customer service',
      children: [
        { name: 'Contact us', url: '/contact-us' },
        { name: 'Reach us', url: '/reach-us' },
        { name: 'Branch locator', url: '/contact-us/branches' },
        { name: 'All services', url: '/services' },
        { name: 'Pay premium', url: '/renewal-payment' },
        { name: 'Register a grievance', url: '/register-grievance' },
        { name: 'Download forms', url: '/download-forms' },
        { name: 'Resources', url: '/resources' },
      ],
    },
    {
      category: 'Legal',
      children: [
        { name: 'Privacy policy', url: '/legal/privacy-policy' },
        { name: 'Terms and conditions', url: '/terms-and-conditions' },
        { name: 'Disclaimer', url: '/disclaimer' },
        { name: 'Do not call', url: '/do-not-call' },
        { name: 'Data privacy policy', url: '/data-privacy-policy' },
        { name: "Citizens' charter", url: '/citizens-charter' },
      ],
    },
  ],
  dropdowns: [
    {
      label: 'Other links',
      children: [
        { name: 'Benefits of life insurance', url: '/benefits-of-life-insurance' },
        { name: 'Premium rate tables', url: '/discover/premium-rate-tables' },
        { name: 'Withdrawn plans', url: '/legal/withdrawn-plan' },
        { name: 'Distribution channels', url: '/discover/distribution-channels' },
        { name: 'Corporate agents', url: '/discover/corporate-agent' },
        { name: 'Media centre', url: '/discover/media' },
        { name: 'Calculators', url: '/calculators' },
      ],
    },
  ],
  contact_info: {
    heading: 'Contact us',
    phone: `${TOLL_FREE.sales} (toll-free)`,
    hours: SERVICE_HOURS,
    email: SUPPORT_EMAIL,
    address: `${COMPANY}\n${REGISTERED_OFFICE}`,
  },
  // Social and app-store links are the insurer's own accounts: editors add them in the Footer global, and the
  // footer shows each group only once it has links. None are invented here.
  social_media_group: [],
  app_group: [],
  bima_bharosa: {
    heading: 'Bima Bharosa',
    text: "Not satisfied with our response to your complaint? You can register and track it on Bima Bharosa, IRDAI's integrated grievance management system, which every insurer in India is connected to.",
    url: 'https://bimabharosa.irdai.gov.in',
  },
  copy_rights: '© 2026 Sahyog Life Insurance Company Limited. All rights reserved.',
}

export async function seedFooter(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'footer', data: FOOTER, depth: 0, context: SEED_CONTEXT })
}
