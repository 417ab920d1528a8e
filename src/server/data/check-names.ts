import type { CompiledPolicy } from '../../policy/model.ts'
import type { PathSegment } from './diagnostics.ts'
import { didYouMean } from '../../policy/did-you-mean.ts'

type Report = (path: PathSegment[], part: 'key' | 'value', code: string, message: string) => void

/**
 * Checks what the schema cannot: permission and flag names against the
 * policy, user-to-institution references and duplicates. Reads the raw parsed
 * value defensively, so these problems are reported together with any
 * structural ones.
 */
export function checkNames(raw: unknown, policy: Pick<CompiledPolicy, 'permissions' | 'flags'>, report: Report): void {
  const permissions = policy.permissions.map((entry) => entry.name)
  const flags = policy.flags.map((entry) => entry.name)
  const institutionIds = new Set<string>()

  entries(field(raw, 'institutions')).forEach((institution, i) => {
    const id = field(institution, 'id')
    if (typeof id === 'string') {
      if (institutionIds.has(id)) report(['institutions', i, 'id'], 'value', 'duplicate-institution', `institution id "${id}" is listed twice`)
      institutionIds.add(id)
    }
    for (const name of keys(field(institution, 'flags'))) {
      if (!flags.includes(name)) report(['institutions', i, 'flags', name], 'key', 'unknown-flag', unknownName('flag', name, flags))
    }
  })

  const emails = new Set<string>()
  const userIds = new Set<string>()
  entries(field(raw, 'users')).forEach((user, i) => {
    const email = field(user, 'email')
    if (typeof email === 'string') {
      if (emails.has(email.toLowerCase())) report(['users', i, 'email'], 'value', 'duplicate-email', `email "${email}" is listed twice`)
      emails.add(email.toLowerCase())
    }
    const id = field(user, 'id')
    if (typeof id === 'string') {
      if (userIds.has(id)) report(['users', i, 'id'], 'value', 'duplicate-user', `user id "${id}" is listed twice`)
      userIds.add(id)
    }
    const institution = field(user, 'institution')
    if (typeof institution === 'string' && !institutionIds.has(institution)) {
      const known = [...institutionIds]
      const hint = didYouMean(institution, known)
      report(
        ['users', i, 'institution'],
        'value',
        'unknown-institution',
        `"${institution}" is not an institution in this file${hint ? ` (did you mean "${hint}"?)` : ''}; institutions: ${known.join(', ') || 'none'}`,
      )
    }
    for (const name of keys(field(user, 'permissions'))) {
      if (!permissions.includes(name)) {
        report(['users', i, 'permissions', name], 'key', 'unknown-permission', unknownName('permission', name, permissions))
      }
    }
  })
}

function unknownName(kind: string, name: string, valid: readonly string[]): string {
  const hint = didYouMean(name, valid)
  return `"${name}" is not a ${kind} of the policy${hint ? ` (did you mean "${hint}"?)` : ''}; valid ${kind}s: ${valid.join(', ')}`
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined
}

function entries(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function keys(value: unknown): string[] {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []
}
