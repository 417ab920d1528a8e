import { z } from 'zod'
import type { CompiledPolicy, FactField } from '../../policy/model.ts'
import type { InstitutionConfig } from '../policy.ts'

/**
 * A zod schema for the institution config, built from the policy's declared
 * facts (policy/facts.yaml), so the server accepts exactly the shape the rules
 * read: every declared field required, nothing undeclared allowed.
 */
export function institutionConfigSchema(policy: Pick<CompiledPolicy, 'facts'>): z.ZodType<InstitutionConfig> {
  // The generated InstitutionConfig interface is emitted from the same facts, so the cast only restates it.
  return objectSchema(policy.facts) as unknown as z.ZodType<InstitutionConfig>
}

function objectSchema(fields: Readonly<Record<string, FactField>>): z.ZodType {
  return z.strictObject(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])))
}

function fieldSchema(field: FactField): z.ZodType {
  const base = ((): z.ZodType => {
    switch (field.type) {
      case 'boolean':
        return z.boolean()
      case 'number':
        return z.number()
      case 'string':
        return z.string()
      case 'object':
        return objectSchema(field.fields ?? {})
      case 'list':
        return z.array(objectSchema(field.fields ?? {}))
      case 'map':
        return z.record(z.string(), z.boolean())
    }
  })()
  return field.nullable ? base.nullable() : base
}
