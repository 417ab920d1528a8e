import { evaluateCondition, holdsPermission } from './condition.ts'
import { readFact, type Facts } from './facts.ts'
import type { PolicyWithSources, Condition, SourceRef } from './model.ts'
import { indexPolicy } from './policy-index.ts'

/** `policy/routes.yaml:80` */
export function at(src: SourceRef): string {
  return `${src[0]}:${src[1]}`
}

/**
 * A condition as indented plain-word lines, each with its value and where it
 * was written. Parts that short-circuiting skipped are marked as not evaluated.
 */
export function explainCondition(policy: PolicyWithSources, facts: Facts, condition: Condition, indent = ''): string[] {
  const results = new Map<number, boolean>()
  evaluateCondition(policy, facts, condition, (node, result) => results.set(node.id, result))
  return lines(policy, facts, condition, results, indent)
}

function lines(policy: PolicyWithSources, facts: Facts, node: Condition, results: ReadonlyMap<number, boolean>, indent: string): string[] {
  const result = results.get(node.id)
  const where = `(${at(node.src)})`
  const verdict = result === undefined ? 'not evaluated' : result ? 'passes' : 'fails'
  const nested = (child: Condition) => lines(policy, facts, child, results, `${indent}  `)
  switch (node.kind) {
    case 'all':
    case 'any':
      return [`${indent}${node.kind} of these ${verdict} ${where}`, ...node.of.flatMap(nested)]
    case 'not':
      return [`${indent}not the following: ${verdict} ${where}`, ...nested(node.of)]
    case 'check': {
      const check = indexPolicy(policy).checks.get(node.name)
      const head = `${indent}check ${node.name} ${verdict} ${where}`
      return check ? [head, ...nested(check.when)] : [head]
    }
    default:
      return [`${indent}${describeLeaf(policy, facts, node)}${result === undefined ? ' (not evaluated)' : ''} ${where}`]
  }
}

/** A leaf condition stated with the user's actual value: `flag report-page is off`. */
export function describeLeaf(policy: PolicyWithSources, facts: Facts, node: Condition): string {
  switch (node.kind) {
    case 'always':
      return 'always passes'
    case 'permission': {
      const enforced = facts.flags[policy.permissionsEnforcedByFlag] === true
      if (!enforced) return `permission ${node.name} passes (flag ${policy.permissionsEnforcedByFlag} is off, so every permission passes)`
      return `permission ${node.name} is ${holdsPermission(policy, facts, node.name) ? 'held' : 'not held'}`
    }
    case 'flag':
      return `flag ${node.name} is ${facts.flags[node.name] === true ? 'on' : 'off'}`
    case 'fact-true':
      return (
        `institution.${node.fact} is ${show(readFact(facts.institution, node.fact))}` +
        `${readFact(facts.institution, node.fact) === true ? '' : ' (needs true)'}`
      )
    case 'fact-equals': {
      const value = readFact(facts.institution, node.fact)
      return `institution.${node.fact} is ${show(value)}${value === node.value ? '' : ` (needs ${show(node.value)})`}`
    }
    case 'fact-in': {
      const value = readFact(facts.institution, node.fact)
      const list = indexPolicy(policy).listEntries.get(node.list)?.values ?? []
      const inList = typeof value === 'string' && list.includes(value)
      return `institution.${node.fact} is ${show(value)}, ${inList ? '' : 'not '}in list ${node.list} [${list.join(', ')}]`
    }
    case 'fact-not-empty': {
      const value = readFact(facts.institution, node.fact)
      const count = Array.isArray(value) ? value.length : 0
      return `institution.${node.fact} has ${count} ${count === 1 ? 'entry' : 'entries'}${count > 0 ? '' : ' (needs at least one)'}`
    }
    default:
      return `${node.kind} condition`
  }
}

/**
 * What would have to change in the facts for `condition` to give `want`: a
 * list of changes that together suffice (for `any`, the first alternative).
 * Empty when it already gives `want`.
 */
export function changesFor(policy: PolicyWithSources, facts: Facts, condition: Condition, want = true): string[] {
  if (evaluateCondition(policy, facts, condition) === want) return []
  const where = ` (${at(condition.src)})`
  switch (condition.kind) {
    case 'always':
      return [`nothing can make an always-true condition fail${where}`]
    case 'permission':
      return [
        want
          ? `grant permission ${condition.name}${where}`
          : `take away permission ${condition.name}, with flag ${policy.permissionsEnforcedByFlag} on${where}`,
      ]
    case 'flag':
      return [`turn flag ${condition.name} ${want ? 'on' : 'off'}${where}`]
    case 'fact-true':
      return [`set institution.${condition.fact} to ${want}${where}`]
    case 'fact-equals':
      return [`set institution.${condition.fact} to ${want ? '' : 'something other than '}${show(condition.value)}${where}`]
    case 'fact-in': {
      const list = indexPolicy(policy).listEntries.get(condition.list)?.values ?? []
      return [`set institution.${condition.fact} to ${want ? 'one of' : 'none of'} [${list.join(', ')}]${where}`]
    }
    case 'fact-not-empty':
      return [`${want ? `give institution.${condition.fact} at least one entry` : `empty institution.${condition.fact}`}${where}`]
    case 'check': {
      const check = indexPolicy(policy).checks.get(condition.name)
      return check ? changesFor(policy, facts, check.when, want) : []
    }
    case 'not':
      return changesFor(policy, facts, condition.of, !want)
    case 'all':
      // Making all true: fix every failing part. Making it false: break one part.
      return want ? condition.of.flatMap((part) => changesFor(policy, facts, part, true)) : firstAlternative(policy, facts, condition.of, false)
    case 'any':
      return want ? firstAlternative(policy, facts, condition.of, true) : condition.of.flatMap((part) => changesFor(policy, facts, part, false))
  }
}

function firstAlternative(policy: PolicyWithSources, facts: Facts, parts: readonly Condition[], want: boolean): string[] {
  const options = parts.map((part) => changesFor(policy, facts, part, want)).filter((changes) => changes.length > 0)
  // The alternative with the fewest changes is the one a reader can act on.
  options.sort((a, b) => a.length - b.length)
  return options[0] ?? []
}

export function show(value: unknown): string {
  if (value === undefined) return 'missing'
  if (typeof value === 'string') return JSON.stringify(value)
  return Array.isArray(value) ? `a list of ${value.length}` : (JSON.stringify(value) ?? String(value))
}
