import type { PathSegment } from '../diagnostic.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { DocumentName } from '../documents.ts'
import type { ValidationContext } from './context.ts'

export type NameKind = 'permission' | 'flag' | 'check' | 'list' | 'fact' | 'route' | 'menu-item'

const declaredIn: Record<NameKind, string> = {
  permission: 'policy/permissions.yaml',
  flag: 'policy/flags.yaml',
  check: 'policy/checks.yaml (checks)',
  list: 'policy/checks.yaml (lists)',
  fact: 'policy/facts.yaml',
  route: 'policy/routes.yaml',
  'menu-item': 'policy/menu.yaml',
}

const noun: Record<NameKind, string> = {
  permission: 'a declared permission',
  flag: 'a declared flag',
  check: 'a declared check',
  list: 'a declared list',
  fact: 'a declared fact',
  route: 'a route or alias',
  'menu-item': 'a menu item id',
}

/** Reports `unknown-<kind>` with a did-you-mean when `name` is not among `known`. */
export function reportUnknown(
  ctx: ValidationContext,
  kind: NameKind,
  doc: DocumentName,
  path: readonly PathSegment[],
  name: string,
  known: Iterable<string>,
): void {
  const suggestion = didYouMean(name, known)
  ctx.report(
    doc,
    path,
    `unknown-${kind}`,
    `"${name}" is not ${noun[kind]}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    suggestion
      ? `Change it to "${suggestion}", or declare "${name}" in ${declaredIn[kind]}.`
      : `Declare "${name}" in ${declaredIn[kind]}, or use one that is declared there.`,
  )
}

/** Checks a reference against the declared names; silent when the declaring document itself is invalid. */
export function requireName(
  ctx: ValidationContext,
  kind: 'permission' | 'flag' | 'check' | 'list',
  doc: DocumentName,
  path: readonly PathSegment[],
  name: string,
): void {
  const known = ctx.declared[kind]
  if (known && !known.has(name)) reportUnknown(ctx, kind, doc, path, name, known)
}

export function requireRoute(ctx: ValidationContext, doc: DocumentName, path: readonly PathSegment[], route: string): void {
  const known = ctx.declared.routes
  if (known && !known.has(route)) reportUnknown(ctx, 'route', doc, path, route, known)
}
