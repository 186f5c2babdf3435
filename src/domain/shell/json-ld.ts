/**
 * Structured data for <script type="application/ld+json">. The text is placed inside a script element, so `<` is
 * escaped (a value containing `</script>` cannot end the element early), as are the two line separators JSON allows
 * but older JavaScript parsers do not.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

type TSchemaHolder = { schema?: { schema_value?: unknown }[] | null }

/**
 * The JSON-LD objects of the site settings (meta[0].schema[].schema_value). A value stored as JSON text is parsed;
 * anything that is not an object or an array of objects is left out rather than published broken.
 */
export function schemaValues(meta: TSchemaHolder[] | null | undefined): object[] {
  const values: object[] = []
  for (const item of meta?.[0]?.schema ?? []) {
    let value = item.schema_value
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value)
      } catch {
        continue
      }
    }
    if (value && typeof value === 'object') values.push(value)
  }
  return values
}
