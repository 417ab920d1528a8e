import type { PathSegment } from '../diagnostic.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { RawMenuItem } from '../documents.ts'
import type { ValidationContext } from './context.ts'
import { reportUnknown } from './names.ts'
import { pathParams } from './route-paths.ts'

/** `each` reads a list fact: its title and every param come from the entries' fields, and it fills the path's parameters. */
export function validateEach(ctx: ValidationContext, item: RawMenuItem, at: PathSegment[]): void {
  const each = item.each
  if (!each) return
  const where: PathSegment[] = [...at, 'each']
  const report = (path: PathSegment[], message: string, hint: string) => ctx.report('menu', path, 'invalid-each', message, hint)
  if (item.children) report([...at, 'children'], `menu item "${item.id}" has each, so its children come from "${each.fact}" and cannot also be listed`, 'Remove children, or remove each.')
  if (item.variants) report([...at, 'variants'], `menu item "${item.id}" has each, so it takes a single title and path, not variants`, 'Use title and path.')
  const declaredParams = Object.keys(each.params)
  const used = pathParams(item.path ?? '')
  for (const name of used.filter((p) => !declaredParams.includes(p))) report([...where, 'params'], `"$${name}" in "${item.path}" is not filled by each.params`, `Add ${name}: <field> to each.params.`)
  for (const name of declaredParams.filter((p) => !used.includes(p))) report([...where, 'params', name], `"${name}" is not a parameter of "${item.path ?? ''}"`, 'Remove it, or write it in the path as $name.')

  const facts = ctx.declared.facts
  if (!facts) return
  const fact = facts.get(each.fact)
  if (!fact) return reportUnknown(ctx, 'fact', 'menu', [...where, 'fact'], each.fact, [...facts].filter(([, f]) => f.type === 'list').map(([name]) => name))
  if (fact.type !== 'list') return report([...where, 'fact'], `"${each.fact}" is a ${fact.type}, not a list`, 'each needs a list fact: one child per entry.')
  const fields = Object.keys(fact.fields ?? {})
  const needField = (path: PathSegment[], field: string, role: string) => {
    if (fields.includes(field)) return
    const suggestion = didYouMean(field, fields)
    report(path, `"${field}" (${role}) is not a field of "${each.fact}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, `Its fields are: ${fields.join(', ') || 'none'}.`)
  }
  needField([...where, 'title'], each.title, 'the title')
  for (const [param, field] of Object.entries(each.params)) needField([...where, 'params', param], field, `param ${param}`)
}
