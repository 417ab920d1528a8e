import { z } from 'zod'
import type { CompiledMenuItem, CompiledPolicy } from '../../src/policy/model.ts'
import { documents, type DocumentName } from './documents.ts'
import { resourceDocument } from './record-documents.ts'
import type { EmittedFile } from './emit.ts'
import { nameReferences, type NameKind } from './schema-names.ts'
import { flattenFacts } from './validate/facts.ts'

export const SCHEMA_DIR = 'policy/schema'

/**
 * policy/schema/<doc>.schema.json for every document, from the same zod schemas
 * the validator uses. Where a field names a permission, flag, check, fact, list,
 * route or menu item, the names the policy declares are filled in as an enum so
 * an editor completes them and flags typos as the product owner types.
 */
export function emitSchemas(policy: CompiledPolicy): EmittedFile[] {
  const names = declaredNames(policy)
  const schemas: [name: string, schema: z.ZodType, title: string][] = [
    ...(Object.keys(documents) as DocumentName[]).map((doc): [string, z.ZodType, string] => [doc, documents[doc], `policy/${doc}.yaml`]),
    ['resource', resourceDocument, 'policy/resources/<record>.yaml'],
  ]
  return schemas.map(([doc, zodType, title]) => {
    const schema = z.toJSONSchema(zodType, {
      target: 'draft-2020-12',
      override: ({ zodSchema, jsonSchema }) => {
        const kind = nameReferences.get(zodSchema)?.names
        if (kind) jsonSchema.enum = [...names[kind]]
      },
    })
    const content = {
      $schema: schema.$schema,
      $comment: `GENERATED FILE: do not edit. Built from scripts/policy/documents.ts and the names in policy/*.yaml by \`npm run policy -- build\`.`,
      title,
      ...schema,
    }
    return { path: `${SCHEMA_DIR}/${doc}.schema.json`, content: `${JSON.stringify(content, null, 2)}\n` }
  })
}

function declaredNames(policy: CompiledPolicy): Record<NameKind, readonly string[]> {
  const facts = flattenFacts(policy.facts)
  const menuIds = (items: readonly CompiledMenuItem[]): string[] => items.flatMap((item) => [item.id, ...menuIds(item.children)])
  return {
    permission: policy.permissions.map((p) => p.name),
    flag: policy.flags.map((f) => f.name),
    check: policy.checks.map((c) => c.name),
    fact: [...facts.keys()],
    'list-fact': [...facts].filter(([, field]) => field.type === 'list').map(([name]) => name),
    list: policy.lists.map((l) => l.name),
    route: policy.routes.map((r) => r.path),
    'menu-item': menuIds(policy.menu),
    record: policy.records.map((r) => r.name),
    action: [...new Set(policy.records.flatMap((r) => r.actions.map((a) => a.name)))],
  }
}
