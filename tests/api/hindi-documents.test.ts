import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { BASE_URL, sandboxReturn, visibleText } from './support/http'
import { freshPhone, outbox, sendOtp } from './support/otp'
import { adminAuthorization, createPolicy, indianDay, postJson, verifiedPolicyCookie } from './support/policy'

// Issue 44, item 5: documents and SMS in Hindi, through the running site.

const dir = mkdtempSync(path.join(tmpdir(), 'hindi-documents-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The text Poppler reads from a PDF (it takes each Hindi run's ActualText), and the fonts it embeds. */
function readPdf(bytes: Uint8Array) {
  const file = path.join(dir, `${Date.now()}.pdf`)
  writeFileSync(file, bytes)
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  }
}

async function siteSettings(data: Record<string, unknown>) {
  const res = await fetch(new URL('/cms/api/globals/site-settings', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
    body: JSON.stringify(data),
  })
  if (!res.ok) throw new Error(`saving the site settings failed: ${res.status} ${await res.text()}`)
}

/** A page's download links: each one's address, its hreflang and the text it reads as. */
async function downloads(pagePath: string) {
  const res = await fetch(new URL(pagePath, BASE_URL))
  expect(res.status).toBe(200)
  const html = await res.text()
  return [...html.matchAll(/<a\b([^>]*\bdownload\b[^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /\bhref="([^"]+)"/.exec(attributes!)?.[1] ?? '',
    hreflang: /\bhreflang="([^"]+)"/i.exec(attributes!)?.[1] ?? null,
    text: inner!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }))
}

describe('documents in Hindi', () => {
  it('links the plan’s Hindi brochure on its Hindi page, and marks the policy wording, English only, as English', async () => {
    const english = await downloads('/life-insurance/sahyog-smart-term')
    const hindi = await downloads('/hi/life-insurance/sahyog-smart-term')
    const englishBrochure = english.find((link) => link.text.startsWith('Brochure'))!
    const hindiBrochure = hindi.find((link) => link.text.startsWith('ब्रोशर'))!
    expect(englishBrochure.href).toMatch(/sahyog-smart-term-brochure-2026\.pdf$/)
    expect(hindiBrochure).toMatchObject({
      href: expect.stringMatching(/sahyog-smart-term-brochure-hi-2026\.pdf$/),
      hreflang: null,
    })
    expect(hindiBrochure.text).not.toContain('अंग्रेज़ी में')
    // The policy wording has no Hindi file yet: the Hindi page offers the English one, and says so.
    const wording = hindi.find((link) => link.text.startsWith('पॉलिसी की शर्तें'))!
    expect(wording).toMatchObject({
      hreflang: 'en',
      href: english.find((link) => link.text.startsWith('Policy wording'))!.href,
    })
    expect(wording.text).toContain('अंग्रेज़ी में')
    expect(englishBrochure.hreflang).toBeNull()

    const res = await fetch(new URL(hindiBrochure.href, BASE_URL))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const { text, fonts } = readPdf(bytes)
    expect(text).toContain('मुख्य विशेषताएं')
    expect(text).toContain('85 वर्ष की उम्र तक कवर')
    expect(fonts).toMatch(/NotoSansDevanagari/)
  })

  it('issues the premium paid certificate of a policyholder named in Devanagari, the name shaped', async () => {
    const policy = await createPolicy({
      holderName: 'श्रीमती क्षितिज शर्मा',
      premiumsPaid: [{ financialYear: '2024-25', amount: 12000, paidOn: '2024-06-10' }],
    })
    const cookie = await verifiedPolicyCookie(policy, 'PREMIUM_CERTIFICATE_PAGE')
    const res = await fetch(new URL('/api/v1/premium-paid-certificate/pdf?year=2024-25', BASE_URL), {
      headers: { cookie },
    })
    expect(res.status).toBe(200)
    const { text, fonts } = readPdf(new Uint8Array(await res.arrayBuffer()))
    expect(text).toMatch(/Policyholder\s+श्रीमती क्षितिज शर्मा/u)
    expect(fonts).toMatch(/NotoSansDevanagari-Regular/)
  })

  it('writes the certificate with Hindi labels when it is downloaded from the Hindi page', async () => {
    const policy = await createPolicy({
      holderName: 'राहुल शर्मा',
      premiumsPaid: [{ financialYear: '2024-25', amount: 12000, paidOn: '2024-06-10' }],
    })
    const cookie = await verifiedPolicyCookie(policy, 'PREMIUM_CERTIFICATE_PAGE')
    const res = await fetch(new URL('/api/v1/premium-paid-certificate/pdf?year=2024-25', BASE_URL), {
      headers: { cookie, referer: new URL('/hi/premium-paid-certificate', BASE_URL).href },
    })
    expect(res.status).toBe(200)
    const { text, fonts } = readPdf(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('प्रीमियम भुगतान प्रमाणपत्र')
    expect(text).toMatch(/पॉलिसीधारक\s+राहुल शर्मा/u)
    expect(text).toMatch(/वित्त वर्ष 2024-25 \(1 अप्रैल 2024 से 31 मार्च 2025\)/u)
    expect(text).not.toMatch(/Policyholder|Certificate number/)
    expect(fonts).toMatch(/NotoSansDevanagari-Regular/)
  })
})

describe('the renewal receipt in Hindi', () => {
  it('brings a visitor who chose Hindi back from the gateway to the receipt in Hindi, its PDF in Hindi too', async () => {
    // A monthly premium of ₹2,400 due in five days (after 22 Sep 2025: no GST), paid through the sandbox.
    const policy = await createPolicy({ premium: 2400, frequency: 'monthly', nextDueDate: indianDay(5) })
    const cookie = await verifiedPolicyCookie(policy, 'RENEWAL_PAYMENT_PAGE')
    const started = await postJson('/api/v1/renewal-payment', {}, { headers: { cookie } })
    expect(started.status).toBe(200)
    const { reference, checkout } = started.body.data as unknown as {
      reference: string
      checkout: { url: string }
    }
    const order = new URL(checkout.url, BASE_URL).searchParams.get('order')!
    const landed = await fetch(await sandboxReturn(order, 'pay'), { redirect: 'manual' })
    expect(landed.status).toBe(303)
    const receiptPath = `/renewal-payment/receipt?ref=${reference}`
    expect(landed.headers.get('location')).toBe(receiptPath)

    // The visitor chose Hindi (spec 9, its cookie): the receipt's address leads on to the Hindi receipt.
    const hindi = { cookie: 'site_language=hi' }
    const onward = await fetch(new URL(receiptPath, BASE_URL), { headers: hindi, redirect: 'manual' })
    expect(onward.status).toBe(307)
    const next = new URL(onward.headers.get('location')!, BASE_URL)
    expect(next.pathname + next.search).toBe(`/hi${receiptPath}`)

    const page = await fetch(new URL(`/hi${receiptPath}`, BASE_URL), { headers: hindi })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<title>प्रीमियम रसीद/u)
    const text = visibleText(html)
    for (const expected of [
      'प्रीमियम रसीद',
      'धन्यवाद। आपका प्रीमियम प्राप्त हो गया है।',
      `रसीद संख्या ${reference}`,
      `पॉलिसी नंबर ${policy.policyNumber}`,
      'प्राप्त राशि ₹2,400',
      'प्रीमियम की देय तिथि',
      'भुगतान की तिथि',
      'भुगतान आईडी',
      'GST नहीं: 22 सितंबर 2025 से व्यक्तिगत जीवन बीमा पॉलिसियों के प्रीमियम पर GST की छूट है।',
      'रसीद डाउनलोड करें (PDF)',
      'रसीद प्रिंट करें',
    ])
      expect(text).toContain(expected)
    expect(text).not.toMatch(/Receipt number|Amount received|Premium receipt|Print receipt/)
    expect(html).toContain('href="/hi/renewal-payment"')

    // Its PDF, asked for from that page (no Referer: the language cookie), is written in Hindi.
    const pdf = await fetch(new URL(`/api/v1/renewal-payment/receipt?ref=${reference}`, BASE_URL), {
      headers: hindi,
    })
    expect(pdf.status).toBe(200)
    const { text: pdfText, fonts } = readPdf(new Uint8Array(await pdf.arrayBuffer()))
    expect(pdfText).toContain('प्रीमियम रसीद')
    expect(pdfText).toMatch(new RegExp(`रसीद संख्या\\s+${reference}`, 'u'))
    expect(pdfText).toMatch(/प्राप्त राशि\s+₹2,400/u)
    expect(pdfText).toContain('यह बिना हस्ताक्षर के मान्य है।')
    expect(pdfText).not.toMatch(/Receipt number|Amount received|Paid on/)
    expect(fonts).toMatch(/NotoSansDevanagari/)
  })
})

describe('the OTP SMS in Hindi', () => {
  it('goes in Hindi under the Hindi DLT template once it is set, in English before and to English visitors', async () => {
    await siteSettings({ sms: { otp_dlt_template_hi: '' } })
    const before = freshPhone()
    expect((await sendOtp(before, { prefferd_language: 'Hindi' })).status).toBe(200)
    expect((await outbox(before))[0]!.text).toMatch(/^\d{4} is your OTP to verify your mobile number/)

    await siteSettings({ sms: { otp_dlt_template_hi: '1107160000000067890' } })
    try {
      const hindi = freshPhone()
      expect((await sendOtp(hindi, { prefferd_language: 'Hindi' })).status).toBe(200)
      const [sms] = await outbox(hindi)
      expect(sms!.text).toMatch(
        /^\d{4} Sahyog Life Insurance में आपका मोबाइल नंबर सत्यापित करने के लिए आपका OTP है।/,
      )
      expect(sms!.text).toMatch(/\n@[\w.-]+ #\d{4}$/)
      expect(sms!.dltTemplateId).toBe('1107160000000067890')

      const english = freshPhone()
      expect((await sendOtp(english, { prefferd_language: 'English' })).status).toBe(200)
      expect((await outbox(english))[0]!.text).toMatch(/^\d{4} is your OTP/)
    } finally {
      await siteSettings({ sms: { otp_dlt_template_hi: '' } })
    }
  })

  it('refuses a DLT template id that is not digits, and keeps the settings as they were', async () => {
    const res = await fetch(new URL('/cms/api/globals/site-settings', BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
      body: JSON.stringify({ sms: { otp_dlt_template_hi: 'HINDI-OTP' } }),
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/digits only/)
  })
})
