/** The part of a fact declaration (raw or compiled) that nesting depends on. */
interface NestedField {
  readonly type: string
  readonly fields?: Readonly<Record<string, NestedField>>
}

/** `booklist_config.region` -> its field, for every nested field of an object fact. */
export function flattenFacts<F extends NestedField>(fields: Readonly<Record<string, F>>, prefix = ''): Map<string, F> {
  const flat = new Map<string, F>()
  for (const [name, field] of Object.entries(fields)) {
    flat.set(prefix + name, field)
    if (field.type === 'object' && field.fields) {
      for (const [nested, f] of flattenFacts(field.fields as Readonly<Record<string, F>>, `${prefix}${name}.`)) flat.set(nested, f)
    }
  }
  return flat
}
