import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

/**
 * The English text beside each text box written per language (decision 116): `EnglishBeside` added under the input
 * of every text and textarea field that is localized or inside a localized list, group or tab. An admin component
 * only: the stored data and the database are unchanged.
 */
export const ENGLISH_BESIDE = '/cms/components/EnglishBeside#EnglishBeside'

const withBeside = (field: Field, localized: boolean): Field => {
  const here = localized || ('localized' in field && field.localized === true)
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (!here || ('hasMany' in field && field.hasMany) || field.admin?.components?.Field) return field
      const after = field.admin?.components?.afterInput ?? []
      if (after.includes(ENGLISH_BESIDE)) return field
      return {
        ...field,
        admin: {
          ...field.admin,
          components: { ...field.admin?.components, afterInput: [...after, ENGLISH_BESIDE] },
        },
      } as Field
    }
    case 'array':
    case 'group':
    case 'row':
    case 'collapsible':
      return { ...field, fields: field.fields.map((f) => withBeside(f, here)) } as Field
    case 'blocks':
      return {
        ...field,
        blocks: field.blocks.map((block): Block => ({
          ...block,
          fields: block.fields.map((f) => withBeside(f, here)),
        })),
      }
    case 'tabs':
      return {
        ...field,
        tabs: field.tabs.map((tab) => {
          const inTab = here || ('localized' in tab && tab.localized === true)
          return { ...tab, fields: tab.fields.map((f) => withBeside(f, inTab)) }
        }),
      }
    default:
      return field
  }
}

/** The fields of a configuration with the English beside each text written per language. */
export const fieldsWithEnglishBeside = (fields: Field[]): Field[] => fields.map((f) => withBeside(f, false))

export const collectionWithEnglishBeside = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  fields: fieldsWithEnglishBeside(config.fields),
})

export const globalWithEnglishBeside = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  fields: fieldsWithEnglishBeside(config.fields),
})
