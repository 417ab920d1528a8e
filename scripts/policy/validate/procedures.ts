import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { ValidatedResource } from '../read-resources.ts'
import type { ValidationContext } from './context.ts'
import { requireName } from './names.ts'

/** Every procedure's access names declared things, and its action is an action of its record type. */
export function validateProcedures(ctx: ValidationContext, resources: readonly ValidatedResource[]): void {
  const doc = ctx.docs.procedures
  if (!doc) return
  const records = new Map(resources.map((resource) => [resource.name, resource]))
  for (const [name, procedure] of Object.entries(doc.value.procedures)) {
    const at = ['procedures', name]
    const { access } = procedure
    if (typeof access === 'object') {
      const permissions = access.permission === undefined ? [] : Array.isArray(access.permission) ? access.permission : [access.permission]
      permissions.forEach((permission, i) =>
        requireName(ctx, 'permission', 'procedures', [...at, 'access', 'permission', ...(Array.isArray(access.permission) ? [i] : [])], permission),
      )
      if (access.flag !== undefined) requireName(ctx, 'flag', 'procedures', [...at, 'access', 'flag'], access.flag)
      if (access.check !== undefined) requireName(ctx, 'check', 'procedures', [...at, 'access', 'check'], access.check)
    }
    if ((procedure.action === undefined) !== (procedure.subject === undefined)) {
      ctx.report(
        'procedures',
        at,
        'invalid-shape',
        `procedure ${name} names ${procedure.action === undefined ? 'a subject but no action' : 'an action but no subject'}`,
        'Give both action: and subject:, or neither.',
      )
      continue
    }
    for (const [i, also] of (procedure.also ?? []).entries()) requireAction(ctx, records, [...at, 'also', i], also)
    if (procedure.subject === undefined || procedure.action === undefined) continue
    requireAction(ctx, records, at, { action: procedure.action, subject: procedure.subject })
  }
}

/** `action` is an action of the record type `subject`; `at` is the object holding both. */
function requireAction(
  ctx: ValidationContext,
  records: ReadonlyMap<string, ValidatedResource>,
  at: readonly (string | number)[],
  rule: { readonly action: string; readonly subject: string },
): void {
  const record = records.get(rule.subject)
  if (!record) {
    const suggestion = didYouMean(rule.subject, records.keys())
    ctx.report(
      'procedures',
      [...at, 'subject'],
      'unknown-record',
      `"${rule.subject}" is not a record type${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      suggestion
        ? `Change it to "${suggestion}".`
        : records.size > 0
          ? `Record types are the files of policy/resources/ (${[...records.keys()].join(', ')}).`
          : 'Declare it in policy/resources/ (request.yaml declares Request).',
    )
    return
  }
  const actions = Object.keys(record.value.actions)
  if (!actions.includes(rule.action)) {
    const suggestion = didYouMean(rule.action, actions)
    ctx.report(
      'procedures',
      [...at, 'action'],
      'unknown-action',
      `"${rule.action}" is not an action of ${rule.subject}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      `${rule.subject} has ${actions.join(', ')} (${record.file.file}).`,
    )
  }
}
