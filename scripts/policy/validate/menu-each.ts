import type { PathSegment } from '../diagnostic.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { RawEachCan, RawMenuItem } from '../documents.ts'
import type { ValidatedResource } from '../read-resources.ts'
import type { ValidationContext } from './context.ts'
import { reportUnknown } from './names.ts'
import { pathParams } from './route-paths.ts'
import { userFields } from './where.ts'

/** `each` reads a list fact: its title and every param come from the entries' fields, and it fills the path's parameters. */
export function validateEach(ctx: ValidationContext, item: RawMenuItem, at: PathSegment[]): void {
  const each = item.each
  if (!each) return
  const where: PathSegment[] = [...at, 'each']
  const report = (path: PathSegment[], message: string, hint: string) => ctx.report('menu', path, 'invalid-each', message, hint)
  if (item.children)
    report(
      [...at, 'children'],
      `menu item "${item.id}" has each, so its children come from "${each.fact}" and cannot also be listed`,
      'Remove children, or remove each.',
    )
  if (item.variants) report([...at, 'variants'], `menu item "${item.id}" has each, so it takes a single title and path, not variants`, 'Use title and path.')
  const declaredParams = Object.keys(each.params)
  const used = pathParams(item.path ?? '')
  for (const name of used.filter((p) => !declaredParams.includes(p)))
    report([...where, 'params'], `"$${name}" in "${item.path}" is not filled by each.params`, `Add ${name}: <field> to each.params.`)
  for (const name of declaredParams.filter((p) => !used.includes(p)))
    report([...where, 'params', name], `"${name}" is not a parameter of "${item.path ?? ''}"`, 'Remove it, or write it in the path as $name.')

  const facts = ctx.declared.facts
  if (!facts) return
  const fact = facts.get(each.fact)
  if (!fact)
    return reportUnknown(
      ctx,
      'fact',
      'menu',
      [...where, 'fact'],
      each.fact,
      [...facts].filter(([, f]) => f.type === 'list').map(([name]) => name),
    )
  if (fact.type !== 'list') return report([...where, 'fact'], `"${each.fact}" is a ${fact.type}, not a list`, 'each needs a list fact: one child per entry.')
  const fields = Object.keys(fact.fields ?? {})
  const needField = (path: PathSegment[], field: string, role: string) => {
    if (fields.includes(field)) return
    const suggestion = didYouMean(field, fields)
    report(
      path,
      `"${field}" (${role}) is not a field of "${each.fact}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      `Its fields are: ${fields.join(', ') || 'none'}.`,
    )
  }
  needField([...where, 'title'], each.title, 'the title')
  for (const [param, field] of Object.entries(each.params)) needField([...where, 'params', param], field, `param ${param}`)
}

/**
 * `each.can` asks a record rule: its record type and action exist, it fills
 * only fields the record has, each from a field of the list's entries or of
 * the signed-in user.
 */
export function validateEachCan(ctx: ValidationContext, resources: readonly ValidatedResource[]): void {
  const menu = ctx.docs.menu?.value.menu
  if (!menu) return
  const walk = (items: readonly RawMenuItem[], at: PathSegment[]) =>
    items.forEach((item, i) => {
      const here = [...at, i]
      if (item.each?.can) validateCan(ctx, resources, item.each.fact, item.each.can, [...here, 'each', 'can'])
      walk(item.children ?? [], [...here, 'children'])
    })
  walk(menu, ['menu'])
}

function validateCan(ctx: ValidationContext, resources: readonly ValidatedResource[], factName: string, can: RawEachCan, at: PathSegment[]): void {
  const record = resources.find((resource) => resource.name === can.record)
  if (!record) {
    const names = resources.map((resource) => resource.name)
    return reportUnknownIn(
      ctx,
      [...at, 'record'],
      'unknown-record',
      `"${can.record}" is not a record type`,
      can.record,
      names,
      `Record types are the files of policy/resources/ (${names.join(', ')}).`,
    )
  }
  const actions = Object.keys(record.value.actions)
  if (!actions.includes(can.action)) {
    reportUnknownIn(
      ctx,
      [...at, 'action'],
      'unknown-action',
      `"${can.action}" is not an action of ${can.record}`,
      can.action,
      actions,
      `${can.record} has ${actions.join(', ')} (${record.file.file}).`,
    )
  }
  const recordFields = Object.keys(record.value.fields)
  const entryFields = Object.keys(ctx.declared.facts?.get(factName)?.fields ?? {})
  for (const [field, from] of Object.entries(can.fields)) {
    if (!recordFields.includes(field)) {
      reportUnknownIn(
        ctx,
        [...at, 'fields', field],
        'unknown-record-field',
        `"${field}" is not a field of ${can.record}`,
        field,
        recordFields,
        `${can.record}'s fields are: ${recordFields.join(', ')}.`,
      )
    } else if (typeof from === 'object') {
      if (!(userFields as readonly string[]).includes(from.user)) {
        reportUnknownIn(
          ctx,
          [...at, 'fields', field, 'user'],
          'unknown-user-reference',
          `"user.${from.user}" is not a field of the signed-in user`,
          from.user,
          userFields,
          `The user has ${userFields.join(' and ')}.`,
        )
      }
    } else if (ctx.declared.facts && !entryFields.includes(from)) {
      reportUnknownIn(
        ctx,
        [...at, 'fields', field],
        'invalid-each',
        `"${from}" is not a field of "${factName}"`,
        from,
        entryFields,
        `Its fields are: ${entryFields.join(', ') || 'none'}.`,
      )
    }
  }
}

function reportUnknownIn(ctx: ValidationContext, at: PathSegment[], code: string, message: string, name: string, known: readonly string[], hint: string): void {
  const suggestion = didYouMean(name, known)
  ctx.report('menu', at, code, `${message}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, suggestion ? `Change it to "${suggestion}".` : hint)
}
