import { subject } from '@casl/ability'
import type { AccessItem, PermissionsPreview } from '../../../contracts/staff.ts'
import type { Permission } from '../../../generated/policy-names.gen.ts'
import { permissionNames } from '../../../generated/policy-names.gen.ts'
import { recordActionDescriptions, recordActions } from '../../../generated/records.gen.ts'
import { buildAbility, type Facts, type FactsUser, type PolicyAbility } from '../../../policy/index.ts'
import type { CompiledPolicy, RuntimeMenuItem } from '../../../policy/model.ts'

/** A record type's actions, as the preview labels them. */
export interface PreviewRecordType {
  readonly name: string
  readonly actions: readonly { readonly name: string; readonly description?: string }[]
}

/** What the preview reads of the policy: the compiled runtime policy and the record types with their actions. */
export interface PreviewPolicy {
  readonly policy: CompiledPolicy
  /** policy/resources/: by default the actions of records.gen.ts, labelled with their descriptions. */
  readonly records?: readonly PreviewRecordType[]
}

const generatedRecords: readonly PreviewRecordType[] = Object.entries(recordActions).map(([name, actions]) => ({
  name,
  actions: actions.map((action) => ({ name: action, description: (recordActionDescriptions as Readonly<Record<string, Readonly<Record<string, string>>>>)[name]?.[action] })),
}))

export interface PreviewInput {
  /** The institution's facts as load-facts.ts builds them; the permissions are the member's, below. */
  readonly facts: Pick<Facts, 'flags' | 'institution'>
  /** The staff member whose access changes: their id and institution, so user-scoped rules are theirs. */
  readonly user: FactsUser
  readonly current: readonly string[]
  readonly proposed: readonly string[]
}

/**
 * What a proposed permission map gives and takes away from one person,
 * answered by the compiled policy with that person's facts before and after:
 * the pages (routes) the route guard would let them open (`visit Route`), and
 * the record actions a rule could allow them at the type level
 * (`can(action, Type)`). While permissions are not enforced (the flag of
 * policy/permissions.yaml is off) every check passes, so nothing changes.
 */
export function previewPermissions({ policy, records = generatedRecords }: PreviewPolicy, input: PreviewInput): Omit<PermissionsPreview, 'refusal'> {
  const before = abilityWith(policy, input, input.current)
  const after = abilityWith(policy, input, input.proposed)
  const items = accessItems(policy, records)
  const current = new Set(input.current)
  const proposed = new Set(input.proposed)
  return {
    granted: permissionNames.filter((name) => proposed.has(name) && !current.has(name)),
    withdrawn: permissionNames.filter((name) => current.has(name) && !proposed.has(name)),
    gains: items.filter((item) => item.allows(after) && !item.allows(before)).map((item) => item.item),
    losses: items.filter((item) => item.allows(before) && !item.allows(after)).map((item) => item.item),
  }
}

function abilityWith(policy: CompiledPolicy, input: PreviewInput, granted: readonly string[]): PolicyAbility {
  const held = new Set(granted)
  const permissions = Object.fromEntries(permissionNames.map((name: Permission) => [name, held.has(name)]))
  // A fresh facts object: abilityFor's memo is keyed by facts, and these are hypothetical.
  return buildAbility(policy, { flags: input.facts.flags, institution: input.facts.institution, permissions, user: input.user })
}

interface Checked {
  readonly item: AccessItem
  allows(ability: PolicyAbility): boolean
}

/** Every page (a route, aliases left out) and every record action of the policy, with how to ask the ability about it. */
function accessItems(policy: CompiledPolicy, records: readonly PreviewRecordType[]): Checked[] {
  const titles = menuTitles(policy.menu)
  const pages = policy.routes
    .filter((route) => route.aliasOf === undefined)
    .map(
      (route): Checked => ({
        item: { kind: 'page', key: route.path, label: titles.get(route.path) ?? route.path },
        // The untyped ability takes a plain record, as canOpen asks it.
        allows: (ability) => ability.can('visit', subject('Route', { path: route.path } as Record<string, unknown>)),
      }),
    )
  const actions = records.flatMap((record) =>
    record.actions.map(
      (action): Checked => ({
        item: { kind: 'action', key: `${action.name} ${record.name}`, label: action.description ?? `${action.name} ${record.name}` },
        allows: (ability) => ability.can(action.name, record.name),
      }),
    ),
  )
  return [...pages, ...actions]
}

/** The menu's title for each path a menu item points at: the variant that always applies wins, else the first. */
function menuTitles(items: readonly RuntimeMenuItem[], titles = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    const variants = [...item.variants].sort((a, b) => Number(a.when !== undefined) - Number(b.when !== undefined))
    for (const variant of variants) if (!titles.has(variant.path)) titles.set(variant.path, variant.title)
    menuTitles(item.children, titles)
  }
  return titles
}
