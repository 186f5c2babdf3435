/**
 * Where a visitor who found nothing (a missing page, a search without results) most likely wanted to go: the
 * site's main sections, each a page every deployment has (the link crawl checks they answer).
 */
export const USEFUL_LINKS = [
  { label: 'Life insurance plans', path: '/life-insurance', hint: 'Term, savings, ULIP and annuity plans' },
  { label: 'Calculators', path: '/calculators', hint: 'Premium, tax, retirement and more' },
  { label: 'Policyholder services', path: '/services', hint: 'Pay a premium, download certificates' },
  { label: 'Find a branch', path: '/contact-us/branches', hint: 'Addresses and opening hours' },
  { label: 'Blog', path: '/blog', hint: 'Guides to insurance, tax and saving' },
  { label: 'Contact us', path: '/contact-us', hint: 'Call, write or raise a request' },
] as const
