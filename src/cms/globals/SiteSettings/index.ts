import type { GlobalConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'

import { isHostName, normalizeHost } from '@/domain/redirects'

import { anyone, isAdmin } from '../../access'
import { urlField, yesNo } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: ADMIN_GROUPS.settings,
    description: 'Brand, contact lines, analytics, modes and popups used on every page.',
  },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.settings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and contact',
          fields: [
            { name: 'brand_name', type: 'text', required: true },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'toll_free',
              label: 'Toll-free lines',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'number', type: 'text', required: true },
              ],
            },
            { name: 'support_email', type: 'email', required: true },
            urlField('login_url', { label: 'Customer login address (opens in a new tab)', required: false }),
            {
              name: 'quick_links',
              type: 'array',
              admin: { description: 'The first entry also turns on the sticky contact tab.' },
              fields: [
                { name: 'label', type: 'text', required: true },
                urlField('url'),
                { name: 'icon', type: 'select', options: ['phone', 'mail', 'resume', 'pay', 'download'] },
              ],
            },
          ],
        },
        {
          label: 'Analytics and schema',
          fields: [
            yesNo('ga_tag', 'Analytics tag'),
            { name: 'ga_head_code', type: 'code', admin: { language: 'html' } },
            { name: 'ga_body_code', type: 'code', admin: { language: 'html' } },
            {
              name: 'meta',
              label: 'Site-wide structured data',
              type: 'array',
              maxRows: 1,
              fields: [
                {
                  name: 'schema',
                  type: 'array',
                  fields: [
                    {
                      name: 'schema_value',
                      type: 'json',
                      required: true,
                      admin: { description: 'One JSON-LD object, e.g. the Organization.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Modes and popups',
          fields: [
            yesNo('show_maintenance', 'Maintenance mode'),
            yesNo('chatbot', 'Chat assistant'),
            yesNo('welcome_popup', 'Welcome popup on the home page'),
            { name: 'popup_content', type: 'richText' },
            {
              name: 'know_more_content',
              label: 'Know-more popup content',
              type: 'textarea',
              admin: { description: 'Opened by the know-more link inside the welcome popup.' },
            },
            {
              name: 'zero_gst',
              label: 'Zero-GST popup (first visit)',
              type: 'group',
              fields: [
                yesNo('enabled', 'Show on first visit'),
                { name: 'heading', type: 'text' },
                { name: 'body', type: 'textarea' },
                urlField('cta_url', { label: 'Button link', required: false }),
                { name: 'cta_label', type: 'text', label: 'Button label' },
              ],
            },
            {
              name: 'default_disclaimer',
              type: 'group',
              fields: [
                { name: 'heading', type: 'text' },
                { name: 'description', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Company',
          description:
            'Who the site and its documents speak for: the footer, certificates and receipts all take these from here, so they always agree.',
          fields: [
            {
              name: 'company',
              type: 'group',
              label: false,
              fields: [
                { name: 'legal_name', label: 'Registered name', type: 'text' },
                {
                  name: 'irdai_registration',
                  label: 'IRDAI registration number',
                  type: 'text',
                  admin: { description: 'As on the certificate of registration, without "IRDAI Regn. No."' },
                },
                { name: 'cin', label: 'Corporate identity number (CIN)', type: 'text' },
                { name: 'registered_office', label: 'Registered office', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Redirects',
          fields: [
            {
              name: 'redirect_allowed_hosts',
              label: 'Hosts redirects may go to',
              type: 'array',
              admin: {
                description:
                  'A redirect may only leave the site for an https address on one of these hosts (exact match: ' +
                  'sub-domains must be listed on their own).',
              },
              fields: [
                {
                  name: 'host',
                  type: 'text',
                  required: true,
                  admin: { description: 'A host name only, e.g. customer.sahyoglife.example' },
                  hooks: {
                    beforeValidate: [
                      ({ value }) => (typeof value === 'string' ? normalizeHost(value) : value),
                    ],
                  },
                  validate: (value: string | null | undefined) =>
                    (!!value && isHostName(value)) ||
                    'Enter a host name only, e.g. customer.sahyoglife.example (no https://, path or port)',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
