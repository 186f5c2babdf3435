import 'server-only'

import { isFinancialYear } from '@/domain/bonus'
import {
  CERTIFICATE_MESSAGES,
  certificateBlocks,
  certificateYears,
  premiumCertificate,
} from '@/domain/certificates/premium'
import { maskPolicyNumber, todayInIndia } from '@/domain/policy'

import { logger } from '../log'
import { renderPdf } from '../pdf'
import { blocksIn, requestLanguage } from '../pdf/language'
import { documentIssuer } from '../pdf/issuer'
import { policyAnswer, requirePolicyAccess, summarisePolicy } from '../policies'

const PURPOSE = 'PREMIUM_CERTIFICATE_PAGE'

/** GET /api/v1/premium-paid-certificate: the verified policy and the financial years it has premiums for. */
export async function handleCertificateYears(request: Request): Promise<Response> {
  const access = await requirePolicyAccess(request, PURPOSE)
  if (!access.ok) return access.response
  return policyAnswer(200, 'Success', {
    policy: summarisePolicy(access.policy),
    years: certificateYears(access.policy),
  })
}

/**
 * GET /api/v1/premium-paid-certificate/pdf?year=2024-25: the certificate of the verified policy for that year, as
 * a PDF attachment. Only the policy the visitor verified by OTP for this page, within its 15 minutes.
 */
export async function handleCertificatePdf(request: Request): Promise<Response> {
  const access = await requirePolicyAccess(request, PURPOSE)
  if (!access.ok) return access.response
  const year = new URL(request.url).searchParams.get('year') ?? ''
  if (!isFinancialYear(year)) return policyAnswer(400, CERTIFICATE_MESSAGES.year)
  const { policy } = access
  const certificate = premiumCertificate(policy, year)
  if (!certificate) return policyAnswer(404, CERTIFICATE_MESSAGES.noPremium)
  const { company, logo } = await documentIssuer()
  const pdf = await renderPdf({
    title: `Premium Paid Certificate ${policy.policyNumber} ${year}`,
    author: company.legalName,
    logo,
    blocks: blocksIn(
      requestLanguage(request),
      certificateBlocks(policy, certificate, todayInIndia(), company),
    ),
  })
  logger.info(
    { policy: maskPolicyNumber(policy.policyNumber), year, total: certificate.total },
    'premium certificate issued',
  )
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="premium-paid-certificate-${policy.policyNumber}-${year}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
