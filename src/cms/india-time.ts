import type { CollectionConfig, Field } from 'payload'

/**
 * Every date column of the admin's lists in India time: the records' own created and updated times, and each date
 * field a list can show, drawn by `IndiaTimeCell`. The created and updated fields are Payload's own, written out
 * here as Payload adds them (same names, type and index: no change to the database) with the cell added.
 */
const CELL = '/cms/components/IndiaTimeCell#IndiaTimeCell'

const withCell = (field: Field): Field => {
  switch (field.type) {
    case 'date':
      return field.admin?.components?.Cell
        ? field
        : { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: CELL } } }
    case 'row':
    case 'collapsible':
    case 'group':
      return { ...field, fields: field.fields.map(withCell) } as Field
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withCell) })) }
    default:
      return field
  }
}

const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  admin: { disableBulkEdit: true, hidden: true, components: { Cell: CELL } },
})

export function withIndiaTime(config: CollectionConfig): CollectionConfig {
  const fields = config.fields.map(withCell)
  if (config.timestamps !== false) {
    const named = new Set(fields.flatMap((field) => ('name' in field ? [field.name] : [])))
    for (const name of ['updatedAt', 'createdAt'] as const) if (!named.has(name)) fields.push(timestamp(name))
  }
  return { ...config, fields }
}
