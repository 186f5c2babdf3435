import { expect, test } from '@playwright/test'

import { adminApi, adminLogin } from './support/admin'

// Issue 44: "Editors see both languages side by side". While a page is edited in Hindi, each text written per
// language shows the English text of the same field under its input, read-only (decision 116); in English, none.

const PLAN = '/life-insurance/sahyog-smart-term'

type TPlan = {
  id: number | string
  title: string
  meta: { title: string; description: string }
  layout: { blockType: string; heading?: string; subheading?: string }[]
}

test('a page edited in Hindi shows the English of its title, SEO texts and sections under the Hindi', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  const [english] = await api.find<TPlan>('pages', `where[path][equals]=${PLAN}&locale=en`)
  const [hindi] = await api.find<TPlan>('pages', `where[path][equals]=${PLAN}&locale=hi`)
  expect(english && hindi).toBeTruthy()
  expect(hindi!.meta.title).not.toBe(english!.meta.title)

  await adminLogin(page)
  try {
    // In English: the form as ever, no English line anywhere.
    await page.goto(`/admin/collections/pages/${english!.id}?locale=en`)
    await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('#field-title')).toHaveValue(english!.title)
    await expect(page.getByTestId('english-beside')).toHaveCount(0)

    // The language selector at the top right of the form, as an editor switches it.
    await page.locator('.localizer').getByRole('button').first().click()
    await page.getByRole('button', { name: /Hindi/ }).click()
    await expect(page).toHaveURL(/[?&]locale=hi\b/)
    await expect(page.locator('.localizer')).toContainText('हिन्दी')

    // The title: the Hindi input, and under it the English, describing the input for screen readers.
    const title = page.locator('#english-beside-title')
    await expect(title).toHaveText(`English: ${english!.title}`, { timeout: 15_000 })
    await expect(page.locator('#field-title')).toHaveAttribute('aria-describedby', /english-beside-title/)
    // Read-only: a line of text, not a field.
    await expect(title.locator('input, textarea, [contenteditable]')).toHaveCount(0)

    // The sections: the Hindi page has the English one's sections, each with its English under it.
    const heroAt = hindi!.layout.findIndex((block) => block.blockType === 'hero')
    const englishHero = english!.layout.find((block) => block.blockType === 'hero')!
    await expect(page.locator(`#english-beside-layout__${heroAt}__subheading`)).toHaveText(
      `English: ${englishHero.subheading}`,
    )
    const faqAt = hindi!.layout.findIndex((block) => block.blockType === 'accordion')
    const englishFaq = english!.layout.find((block) => block.blockType === 'accordion')!
    await expect(page.locator(`#english-beside-layout__${faqAt}__heading`)).toHaveText(
      `English: ${englishFaq.heading}`,
    )

    // The SEO tab: the Hindi title and description, the English under each.
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await expect(page.locator('#field-meta__title')).toHaveValue(hindi!.meta.title)
    await expect(page.locator('#english-beside-meta__title')).toHaveText(`English: ${english!.meta.title}`)
    await expect(page.locator('#english-beside-meta__description')).toHaveText(
      `English: ${english!.meta.description}`,
    )
    // A text kept the same in both languages (the canonical address) has no English line.
    await expect(page.locator('#english-beside-meta__canonical')).toHaveCount(0)

    // Back to English: the lines are gone.
    await page.locator('.localizer').getByRole('button').first().click()
    await page.getByRole('button', { name: /^English/ }).click()
    await expect(page).toHaveURL(/[?&]locale=en\b/)
    await expect(page.locator('#field-meta__title')).toHaveValue(english!.meta.title)
    await expect(page.getByTestId('english-beside')).toHaveCount(0)
  } finally {
    // The admin remembers the language chosen: leave it in English for whoever edits next.
    await page.goto(`/admin/collections/pages/${english!.id}?locale=en`)
  }
})
