import type { AccessItem, PermissionsPreview, StartPage } from '../../../contracts/staff.ts'
import type { Permission } from '../../../generated/policy-names.gen.ts'
import { permissionNames } from '../../../generated/policy-names.gen.ts'
import { recordActionDescriptions, recordActions } from '../../../generated/records.gen.ts'
import { buildAbility, decideLanding, flattenMenu, pagesYouCanOpen, resolveMenu, type Facts, type FactsUser, type MenuEntry } from '../../../policy/index.ts'
import type { CompiledPolicy, PolicyWithSources } from '../../../policy/model.ts'
import { recordScope } from '../../../policy/record-scope.ts'
import { recordScopeText } from '../../../policy/record-scope-text.ts'
import { recordTests } from '../../access/whole-policy.ts'

/**
 * What the preview reads of the policy: the compiled runtime policy, and the
 * same policy as recordScope and recordScopeText read it (rules' field tests),
 * by default rebuilt from the runtime rules' CASL conditions (the server reads
 * the lean policy.gen.ts, not the tools' policy-sources.gen.ts).
 */
export interface PreviewPolicy {
  readonly policy: CompiledPolicy
  readonly sources?: PolicyWithSources
}

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
 * the pages of their menu they can open ("Pages you can open", by the menu's
 * titles for them), where they land on `/`, and on which records they may
 * take each record action, in the words the studio and `policy explain` use
 * (recordScopeText). An action whose scope changes is lost with the old words
 * and gained with the new. While permissions are not enforced (the flag of
 * policy/permissions.yaml is off) every check passes, so nothing changes.
 */
export function previewPermissions({ policy, sources = toolsPolicy(policy) }: PreviewPolicy, input: PreviewInput): Omit<PermissionsPreview, 'refusal'> {
  const before = accessOf(policy, sources, input, input.current)
  const after = accessOf(policy, sources, input, input.proposed)
  const current = new Set(input.current)
  const proposed = new Set(input.proposed)
  const sameStart = before.landing.path === after.landing.path
  return {
    granted: permissionNames.filter((name) => proposed.has(name) && !current.has(name)),
    withdrawn: permissionNames.filter((name) => current.has(name) && !proposed.has(name)),
    gains: missingFrom(after.items, before.items),
    losses: missingFrom(before.items, after.items),
    landing: sameStart ? null : { before: before.landing, after: after.landing },
  }
}

interface Access {
  readonly items: readonly AccessItem[]
  readonly landing: StartPage
}

function accessOf(policy: CompiledPolicy, sources: PolicyWithSources, input: PreviewInput, granted: readonly string[]): Access {
  const held = new Set(granted)
  const permissions = Object.fromEntries(permissionNames.map((name: Permission) => [name, held.has(name)]))
  // A fresh facts object: abilityFor's memo is keyed by facts, and these are hypothetical.
  const facts: Facts = { flags: input.facts.flags, institution: input.facts.institution, permissions, user: input.user }
  const ability = buildAbility(policy, facts)
  const menu = resolveMenu(policy, facts, undefined, ability)
  const pages = flattenMenu(pagesYouCanOpen(policy, menu, ability))
  const path = decideLanding(policy, facts, menu).path
  // The deepest entry leading there names it: "Spend overview" rather than its parent "Analytics".
  const landing: StartPage = { title: flattenMenu(menu).findLast((entry: MenuEntry) => entry.path === path)?.title ?? null, path }
  const pageItems = pages.map((entry): AccessItem => ({ kind: 'page', key: entry.path, label: entry.title }))
  const actionItems = Object.entries(recordActions).flatMap(([type, actions]) =>
    actions.flatMap((action): AccessItem[] => {
      const scope = recordScope(sources, facts, action, type)
      if (scope.kind === 'never') return []
      const description = (recordActionDescriptions as Readonly<Record<string, Readonly<Record<string, string>>>>)[type]?.[action]
      return [{ kind: 'action', key: `${action} ${type}`, label: sentence(description) ?? `${action} ${type}`, scope: recordScopeText(sources, type, scope) }]
    }),
  )
  return { items: [...pageItems, ...actionItems], landing }
}

/** The items of `these` that `those` has not, the same in every field: a page by title and path, an action by its scope too. */
function missingFrom(these: readonly AccessItem[], those: readonly AccessItem[]): AccessItem[] {
  const seen = new Set(those.map((item) => JSON.stringify(item)))
  const out = new Map<string, AccessItem>()
  for (const item of these) if (!seen.has(JSON.stringify(item))) out.set(JSON.stringify(item), item)
  return [...out.values()]
}

/** A description as the start of a sentence the scope continues: without its final full stop. */
function sentence(description: string | undefined): string | undefined {
  return description?.replace(/\.\s*$/, '')
}

const withTools = new WeakMap<CompiledPolicy, PolicyWithSources>()

/**
 * The runtime policy as recordScope and recordScopeText read it: each record
 * rule's `where` rebuilt from its CASL conditions (`{ field: { $op: operand } }`,
 * which the compiler built from those tests). Record types' fields are not in
 * the runtime policy, so none is known to be a list; once per policy object.
 */
function toolsPolicy(policy: CompiledPolicy): PolicyWithSources {
  let whole = withTools.get(policy)
  if (!whole) {
    const abilityRules = policy.abilityRules.map((rule) => (rule.conditions ? { ...rule, where: recordTests(rule.conditions) } : rule))
    whole = { ...policy, abilityRules, records: [], procedures: [] } as unknown as PolicyWithSources
    withTools.set(policy, whole)
  }
  return whole
}
