import type { CollectionConfig, FieldHook, TextField } from 'payload'

import { slugify } from '@/domain/branches'

import { anyone, isAdmin, isEditor } from '../../access'
import { ADMIN_GROUPS } from '../../groups'
import { revalidateBranch, revalidateBranchDelete } from './hooks'

/** A slug field filled from its name field when left empty, always kept in slug form. */
const slugOf = (name: string, from: string, label: string): TextField => {
  const fill: FieldHook = ({ value, siblingData }) => {
    const source = typeof value === 'string' && value.trim() ? value : siblingData?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }
  return {
    name,
    label,
    type: 'text',
    required: true,
    index: true,
    admin: { description: `Part of the branch page address; filled from the ${from} when left empty.` },
    hooks: { beforeValidate: [fill] },
    validate: (value: string | null | undefined) =>
      (!!value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || 'Lowercase letters, digits and dashes only',
  }
}

/**
 * Branch offices (spec 2.1 contact-us/branches/{state}/{district}/{city}/{location}); the header search suggests
 * their states, districts and cities (spec 2.3).
 */
export const Branches: CollectionConfig = {
  slug: 'branches',
  labels: { singular: 'Branch', plural: 'Branches' },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'state', 'phone', 'updatedAt'],
    description: 'Branch offices, shown under /contact-us/branches and suggested by the site search.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isAdmin },
  hooks: { afterChange: [revalidateBranch], afterDelete: [revalidateBranchDelete] },
  defaultSort: 'name',
  fields: [
    { name: 'name', label: 'Branch name', type: 'text', required: true },
    { ...slugOf('slug', 'name', 'Branch in the address (slug)'), unique: true },
    {
      type: 'row',
      fields: [
        { name: 'state', label: 'State', type: 'text', required: true },
        slugOf('state_slug', 'state', 'State in the address (slug)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'district', label: 'District', type: 'text', required: true },
        slugOf('district_slug', 'district', 'District in the address (slug)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'City', type: 'text', required: true },
        slugOf('city_slug', 'city', 'City in the address (slug)'),
      ],
    },
    { name: 'address', label: 'Postal address', type: 'textarea', required: true },
    {
      name: 'pincode',
      label: 'PIN code',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        (!!value && /^[1-9]\d{5}$/.test(value)) || 'Enter valid Pincode',
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'text',
      required: true,
      admin: { description: 'As dialled from India, e.g. 020 4000 1234 or 1800-000-5678.' },
      validate: (value: string | null | undefined) =>
        (!!value && /^\+?[\d][\d\s-]{6,18}\d$/.test(value)) || 'Digits, spaces and dashes only',
    },
    { name: 'email', label: 'E-mail', type: 'email' },
    {
      name: 'opening_hours',
      label: 'Opening hours',
      type: 'text',
      admin: { description: 'e.g. Monday to Saturday, 9:30 am to 6 pm' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          label: 'Latitude',
          type: 'number',
          min: -90,
          max: 90,
          admin: {
            description:
              'Decimal degrees, e.g. 18.5204. With the longitude: the map link and the distance in "branches near me".',
          },
        },
        {
          name: 'longitude',
          label: 'Longitude',
          type: 'number',
          min: -180,
          max: 180,
          admin: { description: 'Decimal degrees, e.g. 73.8567. A branch without both shows no distance.' },
        },
      ],
    },
  ],
}
