import type { Payload } from 'payload'

import type { Header } from '@/payload-types'

import { CALCULATORS, CATEGORIES, SERVICES, TOLL_FREE } from './catalogue'
import { SEED_CONTEXT } from './types'

type MenuItem = NonNullable<Header['menu']>[number]
type SubMenuItem = NonNullable<MenuItem['sub_menu']>[number]

const link = (heading: string, url: string, extra: Partial<SubMenuItem> = {}): SubMenuItem => ({
  heading,
  menu_link: { url },
  is_new: false,
  ...extra,
})

const tel = (number: string) => `tel:${number.replace(/\D/g, '')}`

export const MAIN_MENU: MenuItem[] = [
  {
    heading: 'Life Insurance',
    menu_link: { url: '/life-insurance' },
    menu_style: 'Life Insurance',
    icon: 'shield',
    sub_menu: CATEGORIES.map((category) =>
      link(category.name, category.url, {
        description: category.summary,
        children: category.products.map((product) =>
          link(product.name, product.url, { description: product.summary, is_new: product.isNew ?? false }),
        ),
      }),
    ),
  },
  {
    heading: 'Services',
    menu_link: { url: '/services' },
    menu_style: 'Services',
    icon: 'services',
    sub_menu: [
      ...SERVICES.map((service) => link(service.name, service.url, { description: service.summary })),
      link('All services', '/services', { description: 'Every policy service in one place.' }),
    ],
  },
  {
    heading: 'Calculators',
    menu_link: { url: '/calculators' },
    menu_style: 'Calculator',
    icon: 'calculator',
    sub_menu: CALCULATORS.map((calculator) =>
      link(calculator.name, calculator.url, { description: calculator.summary }),
    ),
  },
  {
    heading: 'Call us',
    menu_link: { url: tel(TOLL_FREE.sales) },
    menu_style: 'Phone',
    icon: 'phone',
    classes: 'menu-phone',
    sub_menu: [
      link(`Buy a policy: ${TOLL_FREE.sales}`, tel(TOLL_FREE.sales), {
        description: 'Monday to Saturday, 9 am to 7 pm',
      }),
      link(`Existing customers: ${TOLL_FREE.service}`, tel(TOLL_FREE.service), {
        description: 'Policy servicing, renewals and claims',
      }),
    ],
  },
  {
    heading: 'About us',
    menu_link: { url: '/about-sahyog-life' },
    menu_style: 'Normal',
    sub_menu: [
      link('About Sahyog Life', '/about-sahyog-life', { description: 'Who we are and what we stand for' }),
      link('Our story and leadership', '/discover/about-us', {
        description: 'Our journey, values and board',
      }),
      link('Careers', '/discover/careers', { description: 'We are hiring across India', is_new: true }),
      link('Public disclosures', '/about-us/public-disclosures', {
        description: 'Quarterly and annual disclosures',
      }),
      link('Blog', '/blog', { description: 'Guides on protection, savings and tax' }),
    ],
  },
]

export const TOP_NAV: NonNullable<Header['top_nav']> = [
  { heading: 'Blog', menu_link: { url: '/blog' }, new_tab: false },
  { heading: 'Careers', menu_link: { url: '/discover/careers' }, new_tab: false },
  { heading: 'Branch locator', menu_link: { url: '/contact-us/branches' }, new_tab: false },
  { heading: 'Public disclosures', menu_link: { url: '/about-us/public-disclosures' }, new_tab: false },
  { heading: 'Contact us', menu_link: { url: '/contact-us' }, new_tab: false },
]

export async function seedHeader(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'header',
    data: { menu: MAIN_MENU, top_nav: TOP_NAV },
    depth: 0,
    context: SEED_CONTEXT,
  })
}
