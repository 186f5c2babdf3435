import type { Field, SelectField, TextField } from 'payload'

/** Select options whose stored values are codes, each with the words an editor reads: `labelled(VALUES, { … })`. */
export const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** The spec's settings are 'Yes'/'No' strings, and other systems read them as such. */
export const yesNo = (name: string, label: string, defaultValue: 'Yes' | 'No' = 'No'): SelectField => ({
  name,
  label,
  type: 'select',
  required: true,
  defaultValue,
  options: ['Yes', 'No'],
})

const SAFE_URL = /^(\/(?![/\\])|https:\/\/|mailto:|tel:|#)/i

/** A link target: a site path (`/life-insurance`), an https address, mailto:, tel: or an anchor. Never javascript:. */
type UrlOverrides = { label?: string; required?: boolean }

export const urlField = (name = 'url', overrides: UrlOverrides = {}): TextField => ({
  name,
  label: 'Link',
  type: 'text',
  required: true,
  validate: (value: string | null | undefined) => {
    if (!value) return overrides.required === false ? true : 'A link is required'
    return (
      SAFE_URL.test(value.trim()) || 'Use a site path (/…), an https:// address, mailto:, tel: or #anchor'
    )
  },
  admin: { description: 'A site path such as /life-insurance, or a full https:// address.' },
  ...overrides,
})

export const linkGroup = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', label: 'Link text', type: 'text', required },
    urlField('url', { required }),
    { name: 'new_tab', label: 'Open in a new tab', type: 'checkbox', defaultValue: false },
  ],
})

/**
 * The admin components that edit code and JSON fields with an editor bundled into the admin (decision 95):
 * Payload's own loads from a public CDN, which the admin's Content-Security-Policy refuses.
 */
export const CODE_EDITOR = {
  code: '/cms/components/CodeEditor#CodeField',
  json: '/cms/components/CodeEditor#JsonField',
} as const
