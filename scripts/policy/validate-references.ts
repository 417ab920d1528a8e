import type { ValidatedPolicy } from './compile.ts'
import type { Diagnostic, PathSegment } from './diagnostic.ts'
import { jsonPath } from './diagnostic.ts'
import { didYouMean } from './did-you-mean.ts'
import type { DocumentName, RawCondition, RawFactField, RawMenuItem } from './documents.ts'

type Report = (doc: DocumentName, path: PathSegment[], code: string, message: string, hint?: string) => void

/**
 * Cross-document checks: every name a rule uses is declared, every path a menu
 * item or redirect names is a route, and facts are compared with values of
 * their own type.
 */
export function validateReferences(policy: ValidatedPolicy): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const report: Report = (doc, path, code, message, hint) => {
    const { line, column } = policy[doc].file.locate(path)
    diagnostics.push({ file: policy[doc].file.file, line, column, path: jsonPath(path), severity: 'error', code, message, ...(hint ? { hint } : {}) })
  }
  const names = {
    permission: new Set(Object.keys(policy.permissions.value.permissions)),
    flag: new Set(Object.keys(policy.flags.value.flags)),
    check: new Set(Object.keys(policy.checks.value.checks)),
    list: new Set(Object.keys(policy.checks.value.lists ?? {})),
  }
  const facts = flattenFacts(policy.facts.value.institution)
  const unknown = (kind: keyof typeof names | 'fact', doc: DocumentName, path: PathSegment[], name: string, known: Iterable<string>, file: string) => {
    const suggestion = didYouMean(name, known)
    report(
      doc,
      path,
      `unknown-${kind}`,
      `"${name}" is not a declared ${kind}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      suggestion ? `Change it to "${suggestion}", or declare "${name}" in ${file}.` : `Declare "${name}" in ${file}, or use one that is declared there.`,
    )
  }
  const needName = (kind: keyof typeof names, doc: DocumentName, path: PathSegment[], name: string) => {
    const file = kind === 'permission' ? 'policy/permissions.yaml' : kind === 'flag' ? 'policy/flags.yaml' : 'policy/checks.yaml'
    if (!names[kind].has(name)) unknown(kind, doc, path, name, names[kind], file)
  }

  const condition = (doc: DocumentName, raw: RawCondition, path: PathSegment[]): void => {
    if ('permission' in raw) return needName('permission', doc, [...path, 'permission'], raw.permission)
    if ('flag' in raw) return needName('flag', doc, [...path, 'flag'], raw.flag)
    if ('check' in raw) return needName('check', doc, [...path, 'check'], raw.check)
    if ('all' in raw) return raw.all.forEach((part, i) => condition(doc, part, [...path, 'all', i]))
    if ('any' in raw) return raw.any.forEach((part, i) => condition(doc, part, [...path, 'any', i]))
    if ('not' in raw) return condition(doc, raw.not, [...path, 'not'])
    if ('always' in raw) return
    const field = facts.get(raw.fact)
    if (!field) return unknown('fact', doc, [...path, 'fact'], raw.fact, facts.keys(), 'policy/facts.yaml')
    factComparison(doc, raw, field, path, report, names.list)
  }

  needName('flag', 'permissions', ['enforcedByFlag'], policy.permissions.value.enforcedByFlag)
  for (const [name, check] of Object.entries(policy.checks.value.checks)) condition('checks', check.when, ['checks', name, 'when'])

  const routePaths = new Set<string>()
  policy.routes.value.routes.forEach((route, i) => {
    for (const [j, path] of [route.path, ...(route.aliases ?? [])].entries()) {
      const at: PathSegment[] = j === 0 ? ['routes', i, 'path'] : ['routes', i, 'aliases', j - 1]
      if (routePaths.has(path)) report('routes', at, 'duplicate-path', `"${path}" is already a route or alias`, 'Each path may be declared once; remove or rename one of them.')
      routePaths.add(path)
    }
    if (typeof route.access === 'object') {
      const access = route.access
      const at: PathSegment[] = ['routes', i, 'access']
      const permissions = access.permission === undefined ? [] : Array.isArray(access.permission) ? access.permission : [access.permission]
      permissions.forEach((name, j) => needName('permission', 'routes', Array.isArray(access.permission) ? [...at, 'permission', j] : [...at, 'permission'], name))
      if (access.flag !== undefined) needName('flag', 'routes', typeof access.flag === 'string' ? [...at, 'flag'] : [...at, 'flag', 'name'], typeof access.flag === 'string' ? access.flag : access.flag.name)
      if (access.check !== undefined) needName('check', 'routes', [...at, 'check'], access.check)
    }
  })

  const menuItem = (item: RawMenuItem, path: PathSegment[]) => {
    condition('menu', item.when, [...path, 'when'])
    item.variants?.forEach((variant, i) => variant.when && condition('menu', variant.when, [...path, 'variants', i, 'when']))
    item.children?.forEach((child, i) => menuItem(child, [...path, 'children', i]))
  }
  policy.menu.value.menu.forEach((item, i) => menuItem(item, ['menu', i]))

  needName('flag', 'landing', ['landing', 'flagOff', 'flag'], policy.landing.value.landing.flagOff.flag)
  needName('flag', 'constants', ['analytics', 'sessionRecordingFlag'], policy.constants.value.analytics.sessionRecordingFlag)
  return diagnostics
}

/** `booklist_config.region` -> its field, for every nested field. */
export function flattenFacts(fields: Record<string, RawFactField>, prefix = ''): Map<string, RawFactField> {
  const flat = new Map<string, RawFactField>()
  for (const [name, field] of Object.entries(fields)) {
    flat.set(prefix + name, field)
    if (field.type === 'object' && field.fields) for (const [nested, f] of flattenFacts(field.fields, `${prefix}${name}.`)) flat.set(nested, f)
  }
  return flat
}

function factComparison(
  doc: DocumentName,
  raw: Extract<RawCondition, { fact: string }>,
  field: RawFactField,
  path: PathSegment[],
  report: Report,
  lists: ReadonlySet<string>,
): void {
  const forms = [raw.equals !== undefined, raw.in !== undefined, raw.notEmpty !== undefined].filter(Boolean).length
  if (forms > 1) return report(doc, path, 'invalid-shape', 'a fact condition takes at most one of equals, in and notEmpty')
  if (raw.in !== undefined) {
    if (field.type !== 'string') report(doc, [...path, 'in'], 'fact-type-mismatch', `"${raw.fact}" is a ${field.type}; only string facts can be looked up in a list`)
    if (!lists.has(raw.in)) {
      const suggestion = didYouMean(raw.in, lists)
      report(doc, [...path, 'in'], 'unknown-list', `"${raw.in}" is not a declared list${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, 'Declare it under lists: in policy/checks.yaml.')
    }
    return
  }
  if (raw.notEmpty !== undefined) {
    if (field.type !== 'list' && field.type !== 'map') report(doc, [...path, 'notEmpty'], 'fact-type-mismatch', `"${raw.fact}" is a ${field.type}; notEmpty applies to list facts`)
    return
  }
  if (raw.equals === undefined) {
    if (field.type !== 'boolean') report(doc, [...path, 'fact'], 'fact-type-mismatch', `"${raw.fact}" is a ${field.type}, not a boolean`, `Compare it with a value: { fact: ${raw.fact}, equals: ... }`)
    return
  }
  const actual = raw.equals === null ? 'null' : typeof raw.equals
  const fits = raw.equals === null ? field.nullable === true : actual === field.type
  if (!fits) {
    report(
      doc,
      [...path, 'equals'],
      'fact-type-mismatch',
      `"${raw.fact}" is a ${field.nullable ? `${field.type} or null` : field.type} but is compared with ${raw.equals === null ? 'null' : `the ${actual} ${JSON.stringify(raw.equals)}`}`,
      field.type === 'string' ? 'Quote the value so it is a string.' : `Use a ${field.type} value.`,
    )
  }
}
