import type { CollectionConfig } from 'payload'

import { VITAL_METRICS } from '@/domain/vitals'

import { hasRole, isEditor, nobody } from '../../access'
import { siteWritten } from '../../fields/service-fields'
import { ADMIN_GROUPS } from '../../groups'

export const FIELD_VITALS_SLUG = 'field-vitals'

/**
 * Core Web Vitals from real visitors, in aggregate (src/domain/vitals): one row per India date, page address,
 * metric and bucket, with how many visits fell in it. Written only by POST /api/v1/vitals, one statement a report
 * (an insert or an increment: src/server/vitals); read by the dashboard's "Speed for real visitors" card. No row
 * holds a visit, a visitor or an address of theirs.
 */
export const FieldVitals: CollectionConfig = {
  slug: FIELD_VITALS_SLUG,
  labels: { singular: 'Speed figure', plural: 'Speed figures (real visitors)' },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'path',
    defaultColumns: ['day', 'path', 'metric', 'bucket', 'count'],
    description:
      'How fast pages were for real visitors who allowed analytics, counted by day, page and speed band. The dashboard shows the 75th percentile of each page.',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  defaultSort: '-day',
  disableDuplicate: true,
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'path', 'metric', 'bucket'], unique: true }],
  fields: [
    siteWritten({
      name: 'day',
      label: 'Day (India)',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The India calendar date of the visits, YYYY-MM-DD.' },
    }),
    siteWritten({ name: 'path', label: 'Page', type: 'text', required: true }),
    siteWritten({
      name: 'metric',
      label: 'Metric',
      type: 'select',
      required: true,
      options: VITAL_METRICS.map((metric) => ({ label: metric, value: metric })),
    }),
    siteWritten({
      name: 'bucket',
      label: 'Speed band',
      type: 'number',
      required: true,
      admin: { description: 'LCP in 50 ms bands, INP in 8 ms bands, CLS in bands of 0.005, from 0.' },
    }),
    siteWritten({ name: 'count', label: 'Visits', type: 'number', required: true }),
  ],
}
