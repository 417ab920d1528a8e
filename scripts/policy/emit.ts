import type { PolicyWithSources, FactField, CompiledPolicy } from '../../src/policy/model.ts'
import { splitSources, type PolicySources } from '../../src/policy/policy-sources.ts'
import { emitRecords, recordAbilityPairs } from './emit-records.ts'
import { emitRouteTree } from './emit-route-tree.ts'
import { generatedHeader } from './generated-header.ts'

/** A file the compiler writes, relative to the repository root. */
export interface EmittedFile {
  readonly path: string
  readonly content: string
}

export const GENERATED_DIR = 'src/generated'

/** Every generated file for a compiled policy. Pure: the CLI decides whether to write them. */
export function emitPolicy(policy: PolicyWithSources): EmittedFile[] {
  const { runtime, sources } = splitSources(policy)
  return [
    { path: `${GENERATED_DIR}/policy.gen.ts`, content: emitPolicyData(runtime) },
    { path: `${GENERATED_DIR}/policy-sources.gen.ts`, content: emitSources(sources) },
    { path: `${GENERATED_DIR}/policy-names.gen.ts`, content: emitNames(policy) },
    { path: `${GENERATED_DIR}/ability.gen.ts`, content: emitAbility(policy) },
    { path: `${GENERATED_DIR}/route-tree.gen.tsx`, content: emitRouteTree(policy) },
    { path: `${GENERATED_DIR}/records.gen.ts`, content: emitRecords(policy) },
  ]
}

// The browser's copy: no descriptions or source positions, no record types'
// fields or procedures' table (the tools read those from policy-sources.gen.ts).
function emitPolicyData(policy: CompiledPolicy): string {
  return `${generatedHeader()}
import type { CompiledPolicy } from '../policy/model.ts'

export const policy: CompiledPolicy = ${JSON.stringify(policy, null, 2)}
`
}

/** One place a line, so a policy change shows as a readable diff. Only tools import it (lint keeps it out of the app). */
function emitSources(sources: PolicySources): string {
  return `${generatedHeader()}
import type { PolicySources } from '../policy/policy-sources.ts'

export const policySources: PolicySources = {
  hash: ${JSON.stringify(sources.hash)},
  places: [
${sources.places.map((place) => `    ${JSON.stringify(place)},`).join('\n')}
  ],
  toolsOnly: ${JSON.stringify(sources.toolsOnly, null, 2).replace(/\n/g, '\n  ')},
}
`
}

function tuple(name: string, values: readonly string[]): string {
  return `export const ${name} = ${JSON.stringify(values, null, 2).replace(/\n\]$/, ',\n]')} as const`
}

function emitNames(policy: PolicyWithSources): string {
  const menuIds: string[] = []
  const collect = (items: PolicyWithSources['menu']) =>
    items.forEach((item) => {
      menuIds.push(item.id)
      collect(item.children)
    })
  collect(policy.menu)
  return `${generatedHeader()}

${tuple(
  'permissionNames',
  policy.permissions.map((p) => p.name),
)}
export type Permission = (typeof permissionNames)[number]

/** What each permission lets its holder do (policy/permissions.yaml); read by the server (the Staff page), not by the browser's boot. */
export const permissionDescriptions: Readonly<Record<Permission, string>> = {
${policy.permissions.map((p) => `  ${JSON.stringify(p.name)}: ${JSON.stringify(p.description)},`).join('\n')}
}

${tuple(
  'flagNames',
  policy.flags.map((f) => f.name),
)}
export type Flag = (typeof flagNames)[number]

${tuple(
  'checkNames',
  policy.checks.map((c) => c.name),
)}
export type CheckName = (typeof checkNames)[number]

${tuple(
  'routePaths',
  policy.routes.map((r) => r.path),
)}
export type RoutePath = (typeof routePaths)[number]

${tuple('menuItemIds', menuIds)}
export type MenuItemId = (typeof menuItemIds)[number]

/** Every tRPC procedure of policy/procedures.yaml; the server checks its router against this list. */
${tuple(
  'procedureNames',
  policy.procedures.map((p) => p.name),
)}
export type ProcedureName = (typeof procedureNames)[number]

/** The institution config (institutionConfig.get), as declared in policy/facts.yaml. */
export interface InstitutionConfig ${factsType(policy.facts, '')}
`
}

function factsType(fields: Readonly<Record<string, FactField>>, indent: string): string {
  const lines = Object.entries(fields).map(([name, field]) => {
    const doc = field.description ? `${indent}  /** ${field.description.replaceAll('*/', '* /')} */\n` : ''
    return `${doc}${indent}  readonly ${JSON.stringify(name).slice(1, -1)}: ${factType(field, `${indent}  `)}`
  })
  return `{\n${lines.join('\n')}\n${indent}}`
}

function factType(field: FactField, indent: string): string {
  const base =
    field.type === 'object'
      ? factsType(field.fields ?? {}, indent)
      : field.type === 'list'
        ? `ReadonlyArray<${factsType(field.fields ?? {}, indent)}>`
        : field.type === 'map'
          ? 'Readonly<Record<string, boolean>>'
          : field.type
  return field.nullable ? `${base} | null` : base
}

function emitAbility(policy: PolicyWithSources): string {
  const permissionPairs = policy.permissions.map((p) => p.name.split(':'))
  const subjects = [...new Set(permissionPairs.map(([subject]) => subject ?? ''))]
  const actionsBySubject = subjects.map(
    (subject) =>
      `[${JSON.stringify(permissionPairs.filter(([s]) => s === subject).map(([, action]) => action ?? 'hold'))
        .replaceAll(',', ' | ')
        .slice(1, -1)}, ${JSON.stringify(subject)}]`,
  )
  return `${generatedHeader()}
import type { ForcedSubject, MongoAbility } from '@casl/ability'
import type { CheckName, Flag, MenuItemId, ProcedureName, RoutePath } from './policy-names.gen.ts'
import type { ${policy.records.map((r) => `${r.name}Record`).join(', ')} } from './records.gen.ts'

/**
 * What the compiled CASL rules can answer: one pair per permission, per record
 * type (its actions, on the type or on a record: \`subject('Request', row)\`),
 * plus routes, menu items, flags, checks and procedures.
 */
export type PolicyAbilityTuple =
${[...actionsBySubject, ...recordAbilityPairs(policy)].map((pair) => `  | ${pair}`).join('\n')}
  | ['visit', 'Route' | { readonly __caslSubjectType__: 'Route'; readonly path: RoutePath }]
  | ['show', 'MenuItem' | { readonly __caslSubjectType__: 'MenuItem'; readonly id: MenuItemId }]
  | ['use', 'Feature' | { readonly __caslSubjectType__: 'Feature'; readonly name: Flag }]
  | ['pass', 'Check' | { readonly __caslSubjectType__: 'Check'; readonly name: CheckName }]
  | ['call', 'Procedure' | { readonly __caslSubjectType__: 'Procedure'; readonly name: ProcedureName }]

export type AppAbility = MongoAbility<PolicyAbilityTuple>
`
}
