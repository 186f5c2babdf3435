import 'server-only'

import { renderPdf } from '../pdf'
import { documentIssuer } from '../pdf/issuer'
import { blocksIn, requestLanguage } from '../pdf/language'
import { type IReceipt, PAYMENT_MESSAGES, receiptBlocks } from '@/domain/payments'

import { isPaymentReference, paymentByReference } from './store'

const NO_STORE = { 'Cache-Control': 'no-store' }

export type TReceiptView =
  | { kind: 'paid'; receipt: IReceipt }
  | { kind: 'pending' | 'failed'; reference: string; amountPaise: number; policyNumber: string }
  | { kind: 'not-found' }

/**
 * A receipt by its number. The number is unguessable (64 random bits) and is what the gateway's return lands on,
 * so it works as the receipt's address: the receipt shows the policy number, amount and dates, never the holder's
 * name or full mobile.
 */
export async function receiptView(reference: string | null | undefined): Promise<TReceiptView> {
  if (!isPaymentReference(reference)) return { kind: 'not-found' }
  const payment = await paymentByReference(reference)
  if (!payment) return { kind: 'not-found' }
  if (payment.status !== 'paid' || !payment.paidAt || !payment.gatewayPaymentId)
    return {
      kind: payment.status === 'failed' ? 'failed' : 'pending',
      reference: payment.reference,
      amountPaise: payment.amountPaise,
      policyNumber: payment.policyNumber,
    }
  return {
    kind: 'paid',
    receipt: {
      reference: payment.reference,
      policyNumber: payment.policyNumber,
      amountPaise: payment.amountPaise,
      gstPaise: payment.gstPaise ?? 0,
      dueDates: payment.dueDates.split(','),
      paidAt: payment.paidAt,
      gatewayPaymentId: payment.gatewayPaymentId,
      maskedMobile: payment.maskedMobile ?? null,
    },
  }
}

/** GET /api/v1/renewal-payment/receipt?ref=…: the paid receipt as a PDF attachment; 404 otherwise. */
export async function handleReceiptPdf(request: Request): Promise<Response> {
  const view = await receiptView(new URL(request.url).searchParams.get('ref'))
  if (view.kind !== 'paid')
    return Response.json(
      { status_code: 404, status: false, message: PAYMENT_MESSAGES.receiptNotFound },
      { status: 404, headers: NO_STORE },
    )
  const { company, logo } = await documentIssuer()
  const pdf = await renderPdf({
    title: `Premium Receipt ${view.receipt.reference}`,
    author: company.legalName,
    logo,
    // In the language of the page it was asked from, or the visitor's chosen one (the receipt's page sends no
    // Referer: its language cookie).
    blocks: blocksIn(requestLanguage(request), receiptBlocks(view.receipt, company)),
  })
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="premium-receipt-${view.receipt.reference}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}
