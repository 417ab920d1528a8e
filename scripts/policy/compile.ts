import { createHash } from 'node:crypto'
import type {
  CompiledAbilityRule,
  CompiledMenuItem,
  PolicyWithSources,
  CompiledRoute,
  Condition,
  FactField,
  RouteAccess,
  SearchParam,
  SourceRef,
} from '../../src/policy/model.ts'
import type { PathSegment } from './diagnostic.ts'
import { searchParamPattern, type DocumentName, type PolicyDocuments, type RawCondition, type RawFactField, type RawMenuItem } from './documents.ts'
import { menuGuards, type Synthetic } from './compile-menu-guard.ts'
import type { ParsedFile } from './parse.ts'
import { compileProcedures } from './compile-procedures.ts'
import { compileRecords, guardedFields } from './compile-records.ts'
import type { ValidatedResource } from './read-resources.ts'

export type ValidatedPolicy = { readonly [K in DocumentName]: { readonly file: ParsedFile; readonly value: PolicyDocuments[K] } }

/**
 * Turns validated documents into the compiled policy. Runs only after the
 * validate stage reported no errors, so every name it meets is known.
 */
export function compilePolicy(input: ValidatedPolicy, resources: readonly ValidatedResource[] = []): PolicyWithSources {
  let nextId = 0
  const src = (doc: DocumentName, path: readonly PathSegment[], part?: 'key' | 'value'): SourceRef => {
    const { line, column } = input[doc].file.locate(path, part)
    return [input[doc].file.file, line, column]
  }

  const condition = (doc: DocumentName, raw: RawCondition, path: PathSegment[]): Condition => conditionIn(input[doc].file, raw, path)
  const conditionIn = (file: ParsedFile, raw: RawCondition, path: PathSegment[]): Condition => {
    const id = nextId++
    const { line, column } = file.locate(path)
    const at: SourceRef = [file.file, line, column]
    if ('always' in raw) return { kind: 'always', id, src: at }
    if ('permission' in raw) return { kind: 'permission', name: raw.permission, id, src: at }
    if ('flag' in raw) return { kind: 'flag', name: raw.flag, id, src: at }
    if ('check' in raw) return { kind: 'check', name: raw.check, id, src: at }
    if ('all' in raw) return { kind: 'all', of: raw.all.map((part, i) => conditionIn(file, part, [...path, 'all', i])), id, src: at }
    if ('any' in raw) return { kind: 'any', of: raw.any.map((part, i) => conditionIn(file, part, [...path, 'any', i])), id, src: at }
    if ('not' in raw) return { kind: 'not', of: conditionIn(file, raw.not, [...path, 'not']), id, src: at }
    if (raw.in !== undefined) return { kind: 'fact-in', fact: raw.fact, list: raw.in, id, src: at }
    if (raw.notEmpty) return { kind: 'fact-not-empty', fact: raw.fact, id, src: at }
    if (raw.equals !== undefined) return { kind: 'fact-equals', fact: raw.fact, value: raw.equals, id, src: at }
    return { kind: 'fact-true', fact: raw.fact, id, src: at }
  }
  const synthetic: Synthetic = (at, node): Condition => ({ ...node, id: nextId++, src: at }) as Condition

  const { permissions: permissionsDoc, flags, facts, checks: checksDoc, routes: routesDoc, menu, landing, constants, procedures: proceduresDoc } = input

  const permissions = Object.entries(permissionsDoc.value.permissions).map(([name, description]) => ({
    name,
    description,
    src: src('permissions', ['permissions', name], 'key'),
  }))
  const flagEntries = Object.entries(flags.value.flags).map(([name, description]) => ({
    name,
    description,
    src: src('flags', ['flags', name], 'key'),
  }))
  const lists = Object.entries(checksDoc.value.lists ?? {}).map(([name, list]) => ({
    name,
    description: list.description,
    values: list.values,
    src: src('checks', ['lists', name], 'key'),
  }))
  const checks = Object.entries(checksDoc.value.checks).map(([name, check]) => ({
    name,
    description: check.description,
    when: condition('checks', check.when, ['checks', name, 'when']),
    src: src('checks', ['checks', name], 'key'),
  }))

  const routes: CompiledRoute[] = routesDoc.value.routes.flatMap((raw, i) => {
    const at: PathSegment[] = ['routes', i]
    const access = compileAccess(raw.access, (path) => src('routes', [...at, 'access', ...path]))
    const base = {
      params: Object.keys(raw.params ?? {}),
      ...(raw.search ? { search: Object.entries(raw.search).map(([name, spec]) => searchParam(name, spec)) } : {}),
      page: raw.page,
      ...(raw.pageRoute ? { pageRoute: true as const } : {}),
      layout: raw.layout ?? 'default',
      ...(raw.layoutHint ? { layoutHint: raw.layoutHint } : {}),
      access,
    } as const
    return [
      { id: routeId(raw.path), path: raw.path, ...base, src: src('routes', [...at, 'path']) },
      ...(raw.aliases ?? []).map((alias, j) => ({
        id: routeId(alias),
        path: alias,
        aliasOf: raw.path,
        ...base,
        src: src('routes', [...at, 'aliases', j]),
      })),
    ]
  })

  const menuItem = (raw: RawMenuItem, path: PathSegment[]): CompiledMenuItem => ({
    id: raw.id,
    variants: raw.variants
      ? raw.variants.map((variant, i) => ({
          ...(variant.when ? { when: condition('menu', variant.when, [...path, 'variants', i, 'when']) } : {}),
          title: variant.title,
          path: variant.path,
          src: src('menu', [...path, 'variants', i]),
        }))
      : [{ title: raw.title ?? raw.id, path: raw.path ?? '/', src: src('menu', path) }],
    when: condition('menu', raw.when, [...path, 'when']),
    children: (raw.children ?? []).map((child, i) => menuItem(child, [...path, 'children', i])),
    ...(raw.each ? { each: raw.each } : {}),
    src: src('menu', [...path, 'id']),
  })
  const menuItems = menu.value.menu.map((item, i) => menuItem(item, ['menu', i]))

  const abilityRules: CompiledAbilityRule[] = [
    ...permissions.map((permission) => {
      const [subject = permission.name, action = 'hold'] = permission.name.split(':')
      return { action, subject, when: synthetic(permission.src, { kind: 'permission', name: permission.name }) }
    }),
    ...flagEntries.map((flag) => ({
      action: 'use',
      subject: 'Feature',
      conditions: { name: flag.name },
      when: synthetic(flag.src, { kind: 'flag', name: flag.name }),
    })),
    ...checks.map((check) => ({
      action: 'pass',
      subject: 'Check',
      conditions: { name: check.name },
      when: synthetic(check.src, { kind: 'check', name: check.name }),
    })),
    ...visitRules(routes, menuItems, synthetic),
    ...menuShowRules(menuItems, [], synthetic),
  ]
  // Record rules and procedure rules join the same ability (docs/decisions/0007-record-rules.md).
  const records = compileRecords(resources, { condition: conditionIn, nextId: () => nextId++ })
  const procedures = compileProcedures(proceduresDoc.value, (path, part) => src('procedures', path, part), synthetic)
  abilityRules.push(...records.rules, ...procedures.rules)

  const fallbackRoute = constants.value.constants.fallbackRoute
  return {
    hash: createHash('sha256')
      .update(
        JSON.stringify({
          ...Object.fromEntries(Object.entries(input).map(([name, doc]) => [name, doc.value])),
          resources: resources.map((r) => [r.file.file, r.value]),
        }),
      )
      .digest('hex')
      .slice(0, 16),
    permissions,
    permissionsEnforcedByFlag: permissionsDoc.value.enforcedByFlag,
    flags: flagEntries,
    facts: compileFacts(facts.value.institution),
    lists,
    checks,
    routes,
    notFound: { page: routesDoc.value.notFound.page, layout: routesDoc.value.notFound.layout ?? 'unauthenticated', src: src('routes', ['notFound']) },
    menu: menuItems,
    landing: {
      flagOff: { ...landing.value.landing.flagOff, src: src('landing', ['landing', 'flagOff']) },
      preferred: landing.value.landing.preferred,
      anyTopLevelItem: landing.value.landing.anyTopLevelItem,
      fallback: landing.value.landing.fallback,
      src: src('landing', ['landing']),
    },
    constants: { ...constants.value.constants, fallbackRoute },
    analytics: constants.value.analytics,
    errorReporting: constants.value.errorReporting,
    abilityRules,
    guardedFields: guardedFields(records.records, records.rules),
    records: records.records,
    procedures: procedures.procedures,
  }
}

function compileAccess(raw: PolicyDocuments['routes']['routes'][number]['access'], src: (path: PathSegment[]) => SourceRef): RouteAccess {
  if (raw === 'public') return { kind: 'public', src: src([]) }
  if (raw === 'signed-in') return { kind: 'signed-in', src: src([]) }
  const permissionNames = raw.permission === undefined ? [] : Array.isArray(raw.permission) ? raw.permission : [raw.permission]
  return {
    kind: 'rule',
    src: src([]),
    permissions: permissionNames.map((name, i) => ({ name, src: src(Array.isArray(raw.permission) ? ['permission', i] : ['permission']) })),
    ...(raw.flag !== undefined
      ? typeof raw.flag === 'string'
        ? { flag: { name: raw.flag, redirect: '/', src: src(['flag']) } }
        : { flag: { name: raw.flag.name, redirect: raw.flag.redirect, src: src(['flag']) } }
      : {}),
    ...(raw.check !== undefined ? { check: { name: raw.check, src: src(['check']) } } : {}),
  }
}

/**
 * `visit Route {path}`, one CASL rule per clause of the route's rule, so the
 * ability alone answers navigation steps 3 to 5 for the route's own path (steps
 * 1 and 2, the root, the fallback page and unknown paths, are not about a
 * route's access). CASL lets a later rule override an earlier one, so the order
 * is the order in which the clauses win:
 *   1. `can`: the access rule (the check alone, else any of the permissions);
 *   2. `cannot`, when a menu item at exactly this path fails its own condition
 *      (navigation step 5): the user goes to the unauthorized page;
 *   3. `cannot`, with `reason` = where to go instead, while the route's flag is off.
 */
function visitRules(routes: readonly CompiledRoute[], menu: readonly CompiledMenuItem[], synthetic: Synthetic): CompiledAbilityRule[] {
  const guardAt = menuGuards(menu, synthetic)
  return routes.flatMap((route) => {
    const conditions = { path: route.path }
    const rules: CompiledAbilityRule[] = [{ action: 'visit', subject: 'Route', conditions, when: accessCondition(route.access, synthetic) }]
    const guard = guardAt(route.path)
    if (guard) rules.push({ action: 'visit', subject: 'Route', conditions, inverted: true, when: synthetic(guard.src, { kind: 'not', of: guard }) })
    const flag = route.access.kind === 'rule' ? route.access.flag : undefined
    if (flag) {
      const off = synthetic(flag.src, { kind: 'not', of: synthetic(flag.src, { kind: 'flag', name: flag.name }) })
      rules.push({ action: 'visit', subject: 'Route', conditions, inverted: true, reason: flag.redirect, when: off })
    }
    return rules
  })
}

/** Route access as one condition, for the CASL `visit` rule: the check alone, or any of the permissions (the flag has its own rule). */
function accessCondition(access: RouteAccess, synthetic: Synthetic): Condition {
  if (access.kind === 'rule' && access.check) return synthetic(access.check.src, { kind: 'check', name: access.check.name })
  if (access.kind === 'rule' && access.permissions.length > 0) {
    return synthetic(access.src, {
      kind: 'any',
      of: access.permissions.map((permission) => synthetic(permission.src, { kind: 'permission', name: permission.name })),
    })
  }
  return synthetic(access.src, { kind: 'always' })
}

/** A menu item is shown when its own condition and every ancestor's pass. */
function menuShowRules(items: readonly CompiledMenuItem[], ancestors: readonly Condition[], synthetic: Synthetic): CompiledAbilityRule[] {
  return items.flatMap((item) => {
    const chain = [...ancestors, item.when]
    const when = chain.length === 1 && chain[0] ? chain[0] : synthetic(item.src, { kind: 'all', of: chain })
    return [{ action: 'show', subject: 'MenuItem', conditions: { id: item.id }, when }, ...menuShowRules(item.children, chain, synthetic)]
  })
}

function compileFacts(raw: Record<string, RawFactField>): Record<string, FactField> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, field]) => [
      name,
      {
        type: field.type,
        ...(field.nullable ? { nullable: true } : {}),
        ...(field.description ? { description: field.description } : {}),
        ...(field.fields ? { fields: compileFacts(field.fields) } : {}),
      },
    ]),
  )
}

/** `/booklist/upload/$uploadId` -> `booklist-upload-$uploadId`; `/` -> `index`. */
export function routeId(path: string): string {
  return path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')
}

/** `number = 1` -> { type: 'number', default: 1 }; the structure pass has checked the spelling. */
function searchParam(name: string, spec: string): SearchParam {
  const [, type = 'string', value] = searchParamPattern.exec(spec) ?? []
  const typed = type as SearchParam['type']
  if (value === undefined) return { name, type: typed }
  return { name, type: typed, default: typed === 'number' ? Number(value) : typed === 'boolean' ? value === 'true' : value }
}
