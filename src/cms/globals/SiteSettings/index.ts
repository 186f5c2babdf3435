import type { GlobalConfig } from 'payload'

import { TAGS } from '@/server/cache/tags'
import { queueMaintenanceEnd, refusePastMaintenanceEnd } from '@/server/maintenance'
import { dltTemplateIdProblem } from '@/server/sms/text'

import { isHostName, normalizeHost } from '@/domain/redirects'
import { normalizeTagId, tagIdProblem } from '@/domain/shell/google-tags'

import { anyone, isAdmin } from '../../access'
import { rowLabel } from '../../components/row-label'
import { CODE_EDITOR, labelled, urlField, yesNo } from '../../fields'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateGlobal } from '../../hooks/revalidate'

/** A DLT template id field: empty, or digits (trimmed before saving). */
const dltTemplateId = (value: string | null | undefined) => dltTemplateIdProblem(value) ?? true

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: ADMIN_GROUPS.settings,
    description: 'Brand, contact lines, analytics, modes and popups used on every page.',
  },
  access: { read: anyone, update: isAdmin },
  hooks: {
    beforeChange: [refusePastMaintenanceEnd],
    afterChange: [revalidateGlobal(TAGS.settings), queueMaintenanceEnd],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and contact',
          fields: [
            {
              name: 'brand_name',
              label: 'Brand name',
              type: 'text',
              required: true,
              admin: {
                description:
                  'Names the site in page titles and shared links; shown instead of a missing logo.',
              },
            },
            { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
            {
              name: 'toll_free',
              label: 'Toll-free lines',
              type: 'array',
              // Per language, as the quick links: a language without its own list shows the English one.
              localized: true,
              labels: { singular: 'Toll-free line', plural: 'Toll-free lines' },
              admin: {
                description:
                  'In the phone menu, and in the message a visitor gets after too many wrong OTPs.',
                components: { RowLabel: rowLabel('Toll-free line', ['label', 'number']) },
              },
              fields: [
                {
                  name: 'label',
                  label: 'Label',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. Sales' },
                },
                { name: 'number', label: 'Number', type: 'text', required: true },
              ],
            },
            {
              name: 'support_email',
              label: 'Support e-mail',
              type: 'email',
              required: true,
              admin: { description: 'The address the chat assistant gives visitors.' },
            },
            urlField('login_url', { label: 'Customer login address (opens in a new tab)', required: false }),
            {
              name: 'quick_links',
              label: 'Quick links',
              type: 'array',
              // Per language (decision 109): a language without its own list shows the English one.
              localized: true,
              labels: { singular: 'Quick link', plural: 'Quick links' },
              admin: {
                description:
                  'The links at the right of the strip above the menu. The first entry also turns on the sticky contact tab.',
                components: { RowLabel: rowLabel('Quick link', ['label']) },
              },
              fields: [
                { name: 'label', label: 'Text', type: 'text', required: true },
                urlField('url'),
                {
                  name: 'icon',
                  label: 'Icon',
                  type: 'select',
                  options: labelled(['phone', 'mail', 'resume', 'pay', 'download'] as const, {
                    phone: 'Phone',
                    mail: 'E-mail',
                    resume: 'Resume',
                    pay: 'Pay',
                    download: 'Download',
                  }),
                  admin: { description: 'With an icon, the text shows only on wide screens.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Analytics and schema',
          fields: [
            {
              ...yesNo('ga_tag', 'Analytics tag'),
              admin: {
                description:
                  'Yes adds the Google tags for the ids below and the analytics code to every page; visitors are asked for cookie consent first.',
              },
            },
            {
              name: 'ga4_id',
              label: 'Google Analytics 4 measurement ID',
              type: 'text',
              admin: {
                placeholder: 'G-XXXXXXXXXX',
                description:
                  'With the analytics tag on, adds the Google tag for this property to every page, run only for visitors who allow analytics cookies. Leave empty if the code below already has it.',
              },
              hooks: { beforeValidate: [({ value }) => normalizeTagId(value) || null] },
              validate: (value: string | null | undefined) => tagIdProblem('ga4', value) ?? true,
            },
            {
              name: 'gtm_id',
              label: 'Google Tag Manager container ID',
              type: 'text',
              admin: {
                placeholder: 'GTM-XXXXXXX',
                description:
                  'With the analytics tag on, adds this Tag Manager container to every page, on the same consent rule. Tags the container loads from hosts other than Google’s tag host are refused by the site’s security policy.',
              },
              hooks: { beforeValidate: [({ value }) => normalizeTagId(value) || null] },
              validate: (value: string | null | undefined) => tagIdProblem('gtm', value) ?? true,
            },
            {
              name: 'ga_head_code',
              label: 'Analytics code for the page head',
              type: 'code',
              admin: {
                language: 'html',
                components: { Field: CODE_EDITOR.code },
                description:
                  'The analytics snippet for <head>; it runs only for visitors who allow analytics cookies.',
              },
            },
            {
              name: 'ga_body_code',
              label: 'Analytics code for the page body',
              type: 'code',
              admin: {
                language: 'html',
                components: { Field: CODE_EDITOR.code },
                description:
                  'The part meant for the start of <body>, e.g. a tag manager’s noscript; same consent rule.',
              },
            },
            {
              name: 'meta',
              label: 'Site-wide structured data',
              type: 'array',
              maxRows: 1,
              labels: { singular: 'Structured data', plural: 'Structured data' },
              admin: { description: 'Added to every page, e.g. the Organization.' },
              fields: [
                {
                  name: 'schema',
                  label: 'JSON-LD objects',
                  type: 'array',
                  labels: { singular: 'JSON-LD object', plural: 'JSON-LD objects' },
                  fields: [
                    {
                      name: 'schema_value',
                      label: 'JSON-LD',
                      type: 'json',
                      required: true,
                      admin: {
                        description: 'One JSON-LD object, e.g. the Organization.',
                        components: { Field: CODE_EDITOR.json },
                      },
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
            {
              ...yesNo('show_maintenance', 'Maintenance mode'),
              admin: {
                description:
                  'Yes: every page answers "Page under maintenance" (503) until set back or until its end time; the renewal premium payment and the admin stay open.',
                // A switch that says what it does and asks first, with the optional end time (decision 85).
                components: { Field: '/cms/maintenance/MaintenanceField#MaintenanceField' },
              },
            },
            {
              name: 'maintenance_ends_at',
              label: 'Maintenance ends at',
              type: 'date',
              admin: {
                hidden: true,
                description: 'Set with the maintenance switch: the site is live again at this time.',
              },
            },
            {
              name: 'maintenance_message',
              label: 'Message to visitors during maintenance',
              type: 'textarea',
              maxLength: 500,
              admin: {
                description:
                  'Shown on the maintenance page under its title, with the toll-free lines and the link to pay a renewal premium. Empty: "We are making improvements to serve you better. Please visit us again shortly."',
              },
            },
            {
              ...yesNo('chatbot', 'Chat assistant'),
              admin: { description: 'Yes shows the chat button on every page, except in partner mode.' },
            },
            {
              ...yesNo('welcome_popup', 'Welcome popup on the home page'),
              admin: { description: 'Yes opens the popup content below on the home page, when it has any.' },
            },
            { name: 'popup_content', label: 'Welcome popup content', type: 'richText' },
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
              admin: { description: 'Shown on a visitor’s first visit when set to Yes and given a heading.' },
              fields: [
                yesNo('enabled', 'Show on first visit'),
                { name: 'heading', label: 'Heading', type: 'text' },
                { name: 'body', label: 'Text', type: 'textarea' },
                urlField('cta_url', { label: 'Button link', required: false }),
                { name: 'cta_label', type: 'text', label: 'Button label' },
              ],
            },
            {
              name: 'default_disclaimer',
              label: 'Default disclaimer',
              type: 'group',
              admin: { description: 'The strip under every page that has no disclaimer of its own.' },
              fields: [
                { name: 'heading', label: 'Heading', type: 'text' },
                { name: 'description', label: 'Text', type: 'textarea' },
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
          label: 'SMS',
          description:
            'The OTP text message is sent only as a template registered on the DLT platform. A Hindi visitor gets ' +
            'the Hindi message once its template id is set here; until then, the English one.',
          fields: [
            {
              name: 'sms',
              type: 'group',
              label: false,
              fields: [
                {
                  name: 'otp_dlt_template_en',
                  label: 'OTP message in English: DLT template id',
                  type: 'text',
                  validate: dltTemplateId,
                  hooks: {
                    beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)],
                  },
                  admin: {
                    description:
                      'Leave empty to use the id the SMS gateway is set up with (SMS_DLT_TEMPLATE_ID).',
                  },
                },
                {
                  name: 'otp_dlt_template_hi',
                  label: 'OTP message in Hindi: DLT template id',
                  type: 'text',
                  validate: dltTemplateId,
                  hooks: {
                    beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)],
                  },
                  admin: {
                    description:
                      'The id of the Hindi OTP template, registered word for word as the site sends it (see ' +
                      'the editors’ guide). Empty: Hindi visitors get the English message.',
                  },
                },
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
              labels: { singular: 'Host', plural: 'Hosts' },
              admin: {
                description:
                  'A redirect may only leave the site for an https address on one of these hosts (exact match: ' +
                  'sub-domains must be listed on their own).',
              },
              fields: [
                {
                  name: 'host',
                  label: 'Host',
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
