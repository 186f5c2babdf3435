import { expect, test } from './support/address'
import { latestCode, otpBoxes, paste } from './support/otp'

import { RESUME_MAX_BYTES } from '@/domain/uploads'
import { oversizePdf, sampleFile, windowsProgram } from '@/server/uploads/testing/samples'

import { openPage, skipPopups } from './support/shell'

const JOB = '/careers/careers-details/claims-assessor-chennai'
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

test.describe('careers', () => {
  test.beforeEach(async ({ context }) => skipPopups(context))

  test('the list filters by location and function and pages 8 at a time', async ({ page }) => {
    await openPage(page, '/discover/careers')
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible()
    await expect(page.getByTestId('job-card')).toHaveCount(8)
    await page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId('job-card')).toHaveCount(5)

    await page.getByLabel('Location').selectOption('Chennai')
    await page.getByRole('button', { name: 'Show jobs' }).click()
    await expect(page).toHaveURL(/location=Chennai/)
    await expect(page.getByTestId('job-card')).toHaveCount(1)
    await page.getByRole('link', { name: 'Claims Assessor' }).click()
    await expect(page).toHaveURL(new RegExp(`${JOB}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Claims Assessor' })).toBeVisible()
  })

  test('a career application: refusals for a renamed executable and an oversize file, then a valid resume and the mobile verified by OTP', async ({
    page,
    request,
  }) => {
    await openPage(page, JOB)
    const form = page.locator('#career-application')
    const submit = form.getByRole('button', { name: 'Submit application' })

    // Nothing filled in: the spec's messages, and focus on the first field.
    await submit.click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Please enter the email id')).toBeVisible()
    await expect(form.getByText('Mobile number is required')).toBeVisible()
    await expect(form.getByText('File is required')).toBeVisible()
    await expect(form.getByLabel('Full name')).toBeFocused()

    await form.getByLabel('Full name').fill('Kavya Raghunathan')
    await form.getByLabel('Email ID').fill('kavya.r@example.in')
    const mobile = freshMobile()
    await form.getByLabel('Mobile number').fill(mobile)
    await form.getByLabel('Total experience (years)').fill('4')
    await form.getByLabel(/I agree/).check()

    // A Windows program renamed to .pdf: refused on its content before any code is sent.
    await form.getByLabel('Resume', { exact: true }).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(windowsProgram()),
    })
    await submit.click()
    await expect(form.getByText(/not a real PDF file/).first()).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'OTP Verification' })).toHaveCount(0)

    // Over 2 MB: refused before anything is sent.
    await form.getByLabel('Resume', { exact: true }).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await oversizePdf(RESUME_MAX_BYTES + 10_000)),
    })
    await submit.click()
    await expect(form.getByText('The file is larger than 2 MB. Please upload a smaller file.')).toBeVisible()

    // A real Word 97 document is accepted; the reference is shown and announced.
    await form.getByLabel('Resume', { exact: true }).setInputFiles({
      name: 'Kavya Resume.doc',
      mimeType: 'application/msword',
      buffer: Buffer.from(await sampleFile('doc')),
    })
    await submit.click()
    // The acknowledgement goes by SMS, so the number is verified first: the code from the dev outbox.
    const popup = page.getByRole('dialog', { name: 'OTP Verification' })
    const boxes = otpBoxes(popup)
    await expect(boxes[0]!).toBeFocused({ timeout: 15_000 })
    await paste(boxes[0]!, await latestCode(request, mobile))
    await popup.getByRole('button', { name: 'Verify OTP' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Application received' })
    await expect(done).toBeVisible()
    await expect(page.getByTestId('application-reference')).toHaveText(/^CA-\d{6}-[A-Z2-9]{6}$/)
    await expect(done).toBeFocused()
  })
})
