/** The menus and the footer in Hindi: the same links as header.ts and footer.ts, their texts in Hindi. */
import type { Footer, Header, SiteSetting } from '@/payload-types'

import { CALCULATORS, CATEGORIES, category, COMPANY, SERVICES, TOLL_FREE } from '../catalogue'
import { CALCULATOR_HI, CATEGORY_HI, hindiOf, PRODUCT_SUMMARY_HI, SERVICE_HI } from './names'

type MenuItem = NonNullable<Header['menu']>[number]
type SubMenuItem = NonNullable<MenuItem['sub_menu']>[number]

const link = (heading: string, url: string, extra: Partial<SubMenuItem> = {}): SubMenuItem => ({
  heading,
  menu_link: { url },
  is_new: false,
  ...extra,
})

const tel = (number: string) => `tel:${number.replace(/\D/g, '')}`

/** Pages the menus and the footer name, by address. */
const PAGE_HI: Record<string, string> = {
  '/about-sahyog-life': 'Sahyog Life के बारे में',
  '/discover/about-us': 'हमारी कहानी और नेतृत्व',
  '/discover/careers': 'करियर',
  '/about-us/public-disclosures': 'सार्वजनिक प्रकटीकरण',
  '/other-disclosures': 'अन्य प्रकटीकरण',
  '/disclosure-of-underwriting-philosophy': 'अंडरराइटिंग नीति',
  '/blog': 'ब्लॉग',
  '/contact-us': 'संपर्क करें',
  '/reach-us': 'हम तक पहुंचें',
  '/contact-us/branches': 'शाखा खोजें',
  '/services': 'सभी सेवाएं',
  '/renewal-payment': 'प्रीमियम भरें',
  '/register-grievance': 'शिकायत दर्ज करें',
  '/download-forms': 'फॉर्म डाउनलोड करें',
  '/resources': 'संसाधन',
  '/legal/privacy-policy': 'गोपनीयता नीति',
  '/terms-and-conditions': 'नियम और शर्तें',
  '/disclaimer': 'अस्वीकरण',
  '/do-not-call': 'कॉल न करें',
  '/data-privacy-policy': 'डेटा गोपनीयता नीति',
  '/citizens-charter': 'नागरिक अधिकार पत्र',
  '/benefits-of-life-insurance': 'जीवन बीमा के लाभ',
  '/discover/premium-rate-tables': 'प्रीमियम दर तालिकाएं',
  '/legal/withdrawn-plan': 'बंद की गई योजनाएं',
  '/discover/distribution-channels': 'वितरण माध्यम',
  '/discover/corporate-agent': 'कॉरपोरेट एजेंट',
  '/discover/media': 'मीडिया केंद्र',
  '/calculators': 'कैलकुलेटर',
}

const named = (list: Record<string, string>, url: string): string => {
  const found = list[url]
  if (!found) throw new Error(`No Hindi name for ${url}`)
  return found
}

const page = (url: string) => ({ name: named(PAGE_HI, url), url })
const productSummary = (url: string) => named(PRODUCT_SUMMARY_HI, url)

export const HINDI_MAIN_MENU: MenuItem[] = [
  {
    heading: 'जीवन बीमा',
    menu_link: { url: '/life-insurance' },
    menu_style: 'Life Insurance',
    icon: 'shield',
    sub_menu: CATEGORIES.map((item) =>
      link(CATEGORY_HI[item.key].name, item.url, {
        description: CATEGORY_HI[item.key].summary,
        children: item.products.map((product) =>
          link(product.name, product.url, {
            description: productSummary(product.url),
            is_new: product.isNew ?? false,
          }),
        ),
      }),
    ),
  },
  {
    heading: 'सेवाएं',
    menu_link: { url: '/services' },
    menu_style: 'Services',
    icon: 'services',
    sub_menu: [
      ...SERVICES.map((service) => {
        const hindi = hindiOf(SERVICE_HI, service.url)
        return link(hindi.name, service.url, { description: hindi.summary })
      }),
      link('सभी सेवाएं', '/services', { description: 'पॉलिसी की हर सेवा एक जगह।' }),
    ],
  },
  {
    heading: 'कैलकुलेटर',
    menu_link: { url: '/calculators' },
    menu_style: 'Calculator',
    icon: 'calculator',
    sub_menu: CALCULATORS.map((item) => {
      const hindi = hindiOf(CALCULATOR_HI, item.url)
      return link(hindi.name, item.url, { description: hindi.summary })
    }),
  },
  {
    heading: 'कॉल करें',
    menu_link: { url: tel(TOLL_FREE.sales) },
    menu_style: 'Phone',
    icon: 'phone',
    classes: 'menu-phone',
    sub_menu: [
      link(`पॉलिसी खरीदें: ${TOLL_FREE.sales}`, tel(TOLL_FREE.sales), {
        description: 'सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक',
      }),
      link(`मौजूदा ग्राहक: ${TOLL_FREE.service}`, tel(TOLL_FREE.service), {
        description: 'पॉलिसी सेवा, नवीकरण और दावे',
      }),
    ],
  },
  {
    heading: 'हमारे बारे में',
    menu_link: { url: '/about-sahyog-life' },
    menu_style: 'Normal',
    sub_menu: [
      link(named(PAGE_HI, '/about-sahyog-life'), '/about-sahyog-life', {
        description: 'हम कौन हैं और किसके लिए खड़े हैं',
      }),
      link(named(PAGE_HI, '/discover/about-us'), '/discover/about-us', {
        description: 'हमारा सफर, मूल्य और बोर्ड',
      }),
      link(named(PAGE_HI, '/discover/careers'), '/discover/careers', {
        description: 'पूरे भारत में भर्ती जारी है',
        is_new: true,
      }),
      link(named(PAGE_HI, '/about-us/public-disclosures'), '/about-us/public-disclosures', {
        description: 'तिमाही और सालाना प्रकटीकरण',
      }),
      link(named(PAGE_HI, '/blog'), '/blog', { description: 'सुरक्षा, बचत और कर पर जानकारी' }),
    ],
  },
]

/** The toll-free lines under their Hindi labels (the footer, the phone menu, the chat), the same numbers. */
export const HINDI_TOLL_FREE: NonNullable<SiteSetting['toll_free']> = [
  { label: 'नई पॉलिसी खरीदें', number: TOLL_FREE.sales },
  { label: 'मौजूदा ग्राहक', number: TOLL_FREE.service },
]

/**
 * The quick links at the right of the strip above the menu, in Hindi: the same links as settings.ts; the first is
 * also the floating contact tab's label.
 */
export const HINDI_QUICK_LINKS: NonNullable<SiteSetting['quick_links']> = [
  { label: 'सलाहकार से बात करें', url: '/contact-us', icon: 'phone' },
  { label: 'प्रीमियम भरें', url: '/renewal-payment', icon: 'pay' },
  { label: 'फॉर्म डाउनलोड करें', url: '/download-forms', icon: 'download' },
]

export const HINDI_TOP_NAV: NonNullable<Header['top_nav']> = [
  '/blog',
  '/discover/careers',
  '/contact-us/branches',
  '/about-us/public-disclosures',
  '/contact-us',
].map((url) => ({ heading: page(url).name, menu_link: { url }, new_tab: false }))

const productLinks = (key: Parameters<typeof category>[0]) => {
  const found = category(key)
  return [
    ...found.products.map(({ name, url }) => ({ name, url })),
    { name: `सभी ${CATEGORY_HI[key].name}`, url: found.url },
  ]
}

/**
 * The footer's localized parts in Hindi, and only those: the phone, the e-mail, the Bima Bharosa address and the
 * social and app links are the same in every language, and a Hindi write of them would change the English footer.
 */
export const HINDI_FOOTER: Pick<
  Footer,
  'category_section' | 'menu_group' | 'dropdowns' | 'contact_info' | 'bima_bharosa' | 'copy_rights'
> = {
  category_section: (['term', 'savings', 'ulip'] as const).map((key) => ({
    category_group: CATEGORY_HI[key].name,
    children: productLinks(key),
  })),
  menu_group: [
    {
      category: 'कंपनी',
      children: [
        '/about-sahyog-life',
        '/discover/about-us',
        '/discover/careers',
        '/about-us/public-disclosures',
        '/other-disclosures',
        '/disclosure-of-underwriting-philosophy',
        '/blog',
      ].map(page),
    },
    {
      category: 'ग्राहक सेवा',
      children: [
        '/contact-us',
        '/reach-us',
        '/contact-us/branches',
        '/services',
        '/renewal-payment',
        '/register-grievance',
        '/download-forms',
        '/resources',
      ].map(page),
    },
    {
      category: 'कानूनी',
      children: [
        '/legal/privacy-policy',
        '/terms-and-conditions',
        '/disclaimer',
        '/do-not-call',
        '/data-privacy-policy',
        '/citizens-charter',
      ].map(page),
    },
  ],
  dropdowns: [
    {
      label: 'अन्य लिंक',
      children: [
        '/benefits-of-life-insurance',
        '/discover/premium-rate-tables',
        '/legal/withdrawn-plan',
        '/discover/distribution-channels',
        '/discover/corporate-agent',
        '/discover/media',
        '/calculators',
      ].map(page),
    },
  ],
  contact_info: {
    heading: 'संपर्क करें',
    hours: 'सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक (राष्ट्रीय अवकाश छोड़कर)',
    address: `${COMPANY}\nसातवीं मंजिल, सहयोग हाउस, सेनापति बापट मार्ग, लोअर परेल, मुंबई 400 013, महाराष्ट्र`,
  },
  bima_bharosa: {
    heading: 'बीमा भरोसा',
    text: 'अपनी शिकायत पर हमारे जवाब से संतुष्ट नहीं हैं? आप इसे इरडाई की एकीकृत शिकायत प्रबंधन प्रणाली, बीमा भरोसा, पर दर्ज कर सकते हैं और उसकी स्थिति देख सकते हैं। भारत की हर बीमा कंपनी इससे जुड़ी है।',
  },
  copy_rights: '© 2026 Sahyog Life Insurance Company Limited. सर्वाधिकार सुरक्षित।',
}
