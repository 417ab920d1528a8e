import { createHash } from 'node:crypto'
import type {
  CompiledAbilityRule,
  CompiledMenuItem,
  CompiledPolicy,
  CompiledRoute,
  Condition,
  FactField,
  RouteAccess,
  SourceRef,
} from '../../src/policy/model.ts'
import type { PathSegment } from './diagnostic.ts'
import type { DocumentName, PolicyDocuments, RawCondition, RawFactField, RawMenuItem } from './documents.ts'
import { menuGuards, type Synthetic } from './compile-menu-guard.ts'
import type { ParsedFile } from './parse.ts'
import { compileProcedures } from './compile-procedures.ts'
import { compileRecords } from './compile-records.ts'
import type { ValidatedResource } from './read-resources.ts'

export type ValidatedPolicy = { readonly [K in DocumentName]: { readonly file: ParsedFile; readonly value: PolicyDocuments[K] } }

/**
 * Turns validated documents into the compiled policy. Runs only after the
 * validate stage reported no errors, so every name it meets is known.
 */
export function compilePolicy(input: ValidatedPolicy, resources: readonly ValidatedResource[] = []): CompiledPolicy {
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
  const synthetic: Synthetic = (at, node): Condition =>
    ({ ...node, id: nextId++, src: at }) as Condition

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
      page: raw.page,
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
      .update(JSON.stringify({ ...Object.fromEntries(Object.entries(input).map(([name, doc]) => [name, doc.value])), resources: resources.map((r) => [r.file.file, r.value]) }))
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
    records: records.records,
    procedures: procedures.procedures,
  }
}


function compileAccess(
  raw: PolicyDocuments['routes']['routes'][number]['access'],
  src: (path: PathSegment[]) => SourceRef,
): RouteAccess {
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
 * `visit Route {path}`: navigation steps 3 to 5 for the route's own path, so the
 * ability agrees with navigationOutcome (steps 1 and 2, the root, the fallback
 * page and unknown paths, are not about a route's access).
 */
function visitRules(routes: readonly CompiledRoute[], menu: readonly CompiledMenuItem[], synthetic: Synthetic): CompiledAbilityRule[] {
  const guardAt = menuGuards(menu, synthetic)
  return routes.map((route) => {
    const access = accessCondition(route.access, synthetic)
    const guard = guardAt(route.path)
    return {
      action: 'visit',
      subject: 'Route',
      conditions: { path: route.path },
      when: guard ? synthetic(route.src, { kind: 'all', of: [access, guard] }) : access,
    }
  })
}

/** Route access as one condition, for the CASL `visit` rule: flag, then the check alone or any permission. */
function accessCondition(access: RouteAccess, synthetic: Synthetic): Condition {
  if (access.kind !== 'rule') return synthetic(access.src, { kind: 'always' })
  const parts: Condition[] = []
  if (access.flag) parts.push(synthetic(access.flag.src, { kind: 'flag', name: access.flag.name }))
  if (access.check) parts.push(synthetic(access.check.src, { kind: 'check', name: access.check.name }))
  else if (access.permissions.length > 0) {
    parts.push(
      synthetic(access.src, {
        kind: 'any',
        of: access.permissions.map((permission) => synthetic(permission.src, { kind: 'permission', name: permission.name })),
      }),
    )
  }
  if (parts.length === 0) return synthetic(access.src, { kind: 'always' })
  return parts.length === 1 && parts[0] ? parts[0] : synthetic(access.src, { kind: 'all', of: parts })
}

/** A menu item is shown when its own condition and every ancestor's pass. */
function menuShowRules(items: readonly CompiledMenuItem[], ancestors: readonly Condition[], synthetic: Synthetic): CompiledAbilityRule[] {
  return items.flatMap((item) => {
    const chain = [...ancestors, item.when]
    const when = chain.length === 1 && chain[0] ? chain[0] : synthetic(item.src, { kind: 'all', of: chain })
    return [
      { action: 'show', subject: 'MenuItem', conditions: { id: item.id }, when },
      ...menuShowRules(item.children, chain, synthetic),
    ]
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
