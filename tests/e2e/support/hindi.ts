import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './address'

// What the Hindi journeys check on every page: in Hindi, nothing the site writes left in English (the CMS's content
// without Hindi is shown inside an element marked lang="en", which the check leaves out), no axe violation.

/** Names that stay in Latin letters in Hindi: the brand, its plans, and the abbreviations Indians read as such. */
export const ALLOWED = [
  'Sahyog Life Insurance Company Limited',
  'Sahyog Life Insurance',
  'Sahyog Life',
  'Sahyog Term with Return of Premium',
  'Sahyog Smart Term',
  'Sahyog',
  'OTP',
  'SMS',
  'PDF',
  // The other file formats an upload takes, named as their files are ('JPG, PNG या XLS, 5 MB तक').
  'JPEG',
  'JPG',
  'PNG',
  'XLS',
  'GST',
  'UIN',
  'IRDAI',
  'WhatsApp',
  // The banking and KYC abbreviations, printed as such by banks and in UPI apps ('UPI ऑटोपे', 'IFSC कोड').
  'UPI',
  'NACH',
  'IFSC',
  'MICR',
  'UMRN',
  'KYC',
  'NEFT',
]

/**
 * Every word of three or more Latin letters (and nothing else) in `main`'s text and accessible names, outside the
 * content marked lang="en", once the allowed names are taken out: what a Hindi reader would meet in English.
 */
export async function englishInMain(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return ['(no main)']
    const found: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('[lang="en"], script, style, template')) continue
      if (node.textContent?.trim()) found.push(node.textContent.trim())
    }
    for (const element of main.querySelectorAll('[aria-label], [title]')) {
      if (element.closest('[lang="en"]')) continue
      for (const name of ['aria-label', 'title']) {
        const value = element.getAttribute(name)
        if (value?.trim()) found.push(value.trim())
      }
    }
    return found
  })
  const english = new Set<string>()
  for (const text of texts) {
    let rest = text
    for (const name of ALLOWED) rest = rest.split(name).join(' ')
    // A word is what stands between spaces, without the punctuation around it: 'non-smokers' is one, a
    // reference such as 'EL53-W79V-RMWH' is none (it has digits).
    for (const token of rest.split(/\s+/)) {
      const word = token.replace(/^[("'‘“]+|[)"'’”.,:;!?…]+$/gu, '')
      if (/^[A-Za-z][A-Za-z'’-]*[A-Za-z]$/.test(word) && word.replace(/[^A-Za-z]/g, '').length >= 3)
        english.add(`${word} (in "${text.slice(0, 80)}")`)
    }
  }
  return [...english]
}

export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('nextjs-portal')
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A Hindi page as a reader meets it: in Hindi, nothing the site writes left in English, no axe violation. */
export async function checkHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  expect(await englishInMain(page)).toEqual([])
  expect(await axeViolations(page)).toEqual([])
}
