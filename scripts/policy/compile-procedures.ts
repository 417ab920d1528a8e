import type { CompiledAbilityRule, CompiledProcedure, Condition, SourceRef } from '../../src/policy/model.ts'
import type { Synthetic } from './compile-menu-guard.ts'
import type { PathSegment } from './diagnostic.ts'
import type { RawProcedures } from './record-documents.ts'

/**
 * policy/procedures.yaml -> `policy.procedures` and one `call Procedure {name}`
 * rule each. The access rule reads as a route's: the flag, then the check
 * alone or any one of the permissions; public and signed-in always pass.
 */
export function compileProcedures(
  raw: RawProcedures,
  src: (path: readonly PathSegment[], part?: 'key' | 'value') => SourceRef,
  synthetic: Synthetic,
): { procedures: CompiledProcedure[]; rules: CompiledAbilityRule[] } {
  const procedures: CompiledProcedure[] = []
  const rules: CompiledAbilityRule[] = []
  for (const [name, entry] of Object.entries(raw.procedures)) {
    const at = ['procedures', name]
    const { access } = entry
    procedures.push({
      name,
      access: typeof access === 'string' ? access : 'rule',
      ...(entry.action !== undefined && entry.subject !== undefined ? { action: entry.action, subject: entry.subject } : {}),
      ...(entry.also ? { also: entry.also.map(({ action, subject }) => ({ action, subject })) } : {}),
      src: src(at, 'key'),
    })
    let when: Condition
    if (typeof access === 'string') when = synthetic(src([...at, 'access']), { kind: 'always' })
    else {
      const parts: Condition[] = []
      const place = (...path: PathSegment[]) => src([...at, 'access', ...path])
      if (access.flag !== undefined) parts.push(synthetic(place('flag'), { kind: 'flag', name: access.flag }))
      if (access.check !== undefined) parts.push(synthetic(place('check'), { kind: 'check', name: access.check }))
      else if (access.permission !== undefined) {
        const names = Array.isArray(access.permission) ? access.permission : [access.permission]
        const held = names.map((permission, i) =>
          synthetic(Array.isArray(access.permission) ? place('permission', i) : place('permission'), { kind: 'permission', name: permission }),
        )
        parts.push(held.length === 1 && held[0] ? held[0] : synthetic(place('permission'), { kind: 'any', of: held }))
      }
      when =
        parts.length === 0 ? synthetic(place(), { kind: 'always' }) : parts.length === 1 && parts[0] ? parts[0] : synthetic(place(), { kind: 'all', of: parts })
    }
    rules.push({ action: 'call', subject: 'Procedure', conditions: { name }, when, src: src(at, 'key') })
  }
  return { procedures, rules }
}
