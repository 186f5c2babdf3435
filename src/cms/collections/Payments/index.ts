import type { CollectionConfig } from 'payload'

import { PAYMENT_STATUSES } from '@/domain/payments'

import { isAdmin, isAdminOrServiceDesk, nobody } from '../../access'
import {
  exportLink,
  inSidebar,
  SERVICES_GROUP,
  siteWritten,
  serviceDeskOnly,
} from '../../fields/service-fields'

export const PAYMENTS_SLUG = 'payments'

/**
 * Premium payments: renewal premiums made on /renewal-payment, and the first premium of a proposal (buy online,
 * `kind` first-premium: its policy number column holds the proposal's reference, as there is no policy yet). The site stores each payment before it calls the payment
 * gateway and moves it created → pending → paid | failed only from the gateway's signed answers; one payment per
 * policy and due date (`dueKey`), so a second click or a retry reuses it. Never editable by anyone: the service desk
 * reads and exports them.
 */
export const Payments: CollectionConfig = {
  slug: PAYMENTS_SLUG,
  labels: { singular: 'Premium payment', plural: 'Premium payments' },
  admin: {
    group: SERVICES_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'policyNumber', 'amountPaise', 'status', 'paidAt', 'createdAt'],
    listSearchableFields: ['reference', 'policyNumber', 'gatewayOrderId', 'gatewayPaymentId'],
    description:
      'Online premium payments (renewals, and first premiums of proposals), newest first. Written by the site and completed by the payment gateway’s signed answers. Amounts are in paise (240000 = ₹2,400).',
    hidden: serviceDeskOnly,
    components: { beforeListTable: [exportLink(PAYMENTS_SLUG)] },
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  disableBulkEdit: true,
  access: { read: isAdminOrServiceDesk, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    siteWritten({
      name: 'reference',
      label: 'Receipt number',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    }),
    siteWritten({
      name: 'kind',
      label: 'Premium',
      type: 'select',
      required: true,
      defaultValue: 'renewal',
      index: true,
      options: [
        { value: 'renewal', label: 'Renewal premium' },
        { value: 'first-premium', label: 'First premium of a proposal' },
      ],
    }),
    siteWritten({
      name: 'policyNumber',
      label: 'Policy number (or proposal reference)',
      type: 'text',
      required: true,
      index: true,
    }),
    siteWritten({
      name: 'amountPaise',
      label: 'Amount (paise)',
      type: 'number',
      required: true,
      min: 1,
      admin: { step: 1 },
    }),
    siteWritten({
      name: 'gstPaise',
      label: 'GST in the amount (paise)',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: {
        step: 1,
        description: 'Included in the amount, by the GST rule for each due date; 0 when none was charged.',
      },
    }),
    siteWritten({ name: 'dueDates', label: 'Due dates paid', type: 'text', required: true }),
    siteWritten({ name: 'frequency', label: 'Premium frequency', type: 'text' }),
    siteWritten({ name: 'maskedMobile', label: 'Registered mobile (masked)', type: 'text' }),
    inSidebar(
      siteWritten({
        name: 'status',
        label: 'Status',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'created',
        options: PAYMENT_STATUSES.map((value) => ({
          value,
          label: value[0]!.toUpperCase() + value.slice(1),
        })),
      }),
    ),
    inSidebar(
      siteWritten({
        name: 'gateway',
        label: 'Payment gateway',
        type: 'select',
        required: true,
        options: [
          { value: 'local', label: 'Local sandbox' },
          { value: 'razorpay', label: 'Razorpay' },
        ],
      }),
    ),
    inSidebar(siteWritten({ name: 'gatewayOrderId', label: 'Gateway order id', type: 'text', index: true })),
    inSidebar(
      siteWritten({ name: 'gatewayPaymentId', label: 'Gateway payment id', type: 'text', index: true }),
    ),
    inSidebar(siteWritten({ name: 'attempts', label: 'Checkout attempts', type: 'number', defaultValue: 0 })),
    inSidebar(siteWritten({ name: 'failureReason', label: 'Failure reason', type: 'text' })),
    // A first premium's signed return is taken once: the first lands on the proposal, a replay is refused.
    inSidebar(
      siteWritten({
        name: 'returnedAt',
        label: 'Visitor returned from checkout',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      }),
    ),
    inSidebar(
      siteWritten({
        name: 'paidAt',
        label: 'Paid at',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      }),
    ),
    // A first premium refunded when its application is declined (src/server/proposals/refund.ts): refunded with the
    // gateway's refund id, or failed with the reason (staff try again from the proposal; never refunded twice).
    inSidebar(
      siteWritten({
        name: 'refundStatus',
        label: 'Refund',
        type: 'select',
        index: true,
        options: [
          { value: 'refunded', label: 'Refunded' },
          { value: 'failed', label: 'Failed (try again)' },
        ],
      }),
    ),
    inSidebar(
      siteWritten({ name: 'gatewayRefundId', label: 'Gateway refund id', type: 'text', index: true }),
    ),
    inSidebar(
      siteWritten({ name: 'refundPaise', label: 'Refunded (paise)', type: 'number', admin: { step: 1 } }),
    ),
    inSidebar(
      siteWritten({
        name: 'refundedAt',
        label: 'Refunded at',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      }),
    ),
    inSidebar(siteWritten({ name: 'refundFailure', label: 'Refund failure', type: 'text' })),
    // One payment per policy and first due date, `policy:YYYY-MM-DD`, or per proposal, `proposal:<ref>` (unique, so a
    // double click cannot double it).
    siteWritten({
      name: 'dueKey',
      label: false,
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    }),
  ],
}
