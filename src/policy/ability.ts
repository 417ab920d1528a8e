import { createMongoAbility, mongoQueryMatcher, type MatchConditions, type MongoAbility, type MongoQuery, type RawRuleOf, type Subject } from '@casl/ability'
import { evaluateCondition } from './condition.ts'
import type { Facts, FactsUser } from './facts.ts'
import { memoByFacts } from './facts-memo.ts'
import type { CompiledPolicy, RecordQuery } from './model.ts'

/**
 * The untyped ability; src/generated/ability.gen.ts narrows it to the policy's
 * own actions and subjects.
 */
export type PolicyAbility = MongoAbility<[string, Subject]>

// CASL compiles each rule's conditions on first use, per ability. The compiled
// policy's conditions are the same objects for every user, so one compiled
// matcher per conditions object serves them all (a fresh ability per set of
// facts would otherwise recompile every route and menu item).
const matchers = new WeakMap<MongoQuery, MatchConditions>()
const conditionsMatcher = (conditions: MongoQuery): MatchConditions => {
  let matcher = matchers.get(conditions)
  if (!matcher) matchers.set(conditions, (matcher = equalityMatcher(conditions) ?? (mongoQueryMatcher(conditions) as MatchConditions)))
  return matcher
}

type Primitive = string | number | boolean

/**
 * `{ path: '/booklist' }`: every route and menu-item rule is plain equality,
 * and `can('visit', …)` tries each route's rule in turn, so these get a
 * matcher that compares the fields directly (the generic one interprets a
 * query tree). A field holding anything but a plain value goes to the generic
 * matcher, so the answer is always MongoDB's; so does any query with operators.
 */
function equalityMatcher(conditions: MongoQuery): MatchConditions | undefined {
  const entries = Object.entries(conditions)
  if (entries.length === 0 || !entries.every((entry): entry is [string, Primitive] => isPrimitive(entry[1]))) return undefined
  let generic: MatchConditions | undefined
  const general = () => (generic ??= mongoQueryMatcher(conditions) as MatchConditions)
  const matches = (object: Record<string, unknown>): boolean => {
    for (const [field, expected] of entries) {
      const actual = object[field]
      if (actual === expected) continue
      if (actual !== null && typeof actual === 'object') return general()(object)
      return false
    }
    return true
  }
  // rulesToAST and CASL's checks against a subject type read the query tree.
  return Object.defineProperty(matches, 'ast', { get: () => general().ast }) as MatchConditions
}

const isPrimitive = (value: unknown): value is Primitive => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/**
 * The CASL ability for one user: the compiled rule templates whose `when`
 * passes for these facts, with the user references of record rules
 * (`{ $user: 'id' }`) replaced by `facts.user`. Without a user, rules that
 * reference one are left out, so they deny (fail closed).
 */
export function buildAbility(policy: CompiledPolicy, facts: Facts): PolicyAbility {
  const rules: RawRuleOf<PolicyAbility>[] = []
  for (const rule of policy.abilityRules) {
    if (!evaluateCondition(policy, facts, rule.when)) continue
    // Record rules name the user ({ $user: 'id' }); without a user they are left out, so they deny.
    const conditions = rule.conditions ? withUser(rule.conditions, facts.user) : undefined
    if (rule.conditions && !conditions) continue
    rules.push({
      action: rule.action,
      subject: rule.subject,
      ...(conditions ? { conditions: conditions as MongoQuery } : {}),
      ...(rule.fields ? { fields: rule.fields as string[] } : {}),
      ...(rule.inverted ? { inverted: true } : {}),
      ...(rule.reason !== undefined ? { reason: rule.reason } : {}),
    })
  }
  return createMongoAbility(rules, { conditionsMatcher })
}

/** The ability for these facts, built once per facts object (see memoByFacts). */
export function abilityFor(policy: CompiledPolicy, facts: Facts): PolicyAbility {
  return memoByFacts(policy, facts, 'ability', () => buildAbility(policy, facts))
}

/** A copy of `query` with every `{ $user: key }` replaced by the user's value; undefined when there is no user to fill in. */
export function withUser(query: RecordQuery, user: FactsUser | undefined): Record<string, unknown> | undefined {
  // Route, menu and procedure conditions name no user: the same object every time keeps one compiled matcher for it.
  if (!mentionsUser(query)) return query as Record<string, unknown>
  let missing = false
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill)
    if (value === null || typeof value !== 'object') return value
    if ('$user' in value) {
      if (!user) missing = true
      return user?.[(value as { $user: keyof FactsUser }).$user]
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]))
  }
  const filled = fill(query) as Record<string, unknown>
  return missing ? undefined : filled
}

function mentionsUser(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsUser)
  if (value === null || typeof value !== 'object') return false
  return '$user' in value || Object.values(value).some(mentionsUser)
}
