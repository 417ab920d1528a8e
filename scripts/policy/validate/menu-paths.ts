import type { PathSegment } from '../diagnostic.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { RawMenuItem } from '../documents.ts'
import type { ValidationContext } from './context.ts'
import { validateEach } from './menu-each.ts'
import { pathParams } from './route-paths.ts'

/**
 * Every path a menu item can link to is a route or alias: its path, each
 * variant's path, with {base} replaced by every path the parent can have.
 * Returns those resolved paths, which the item's children use as {base}.
 */
export function validateMenuPaths(ctx: ValidationContext, item: RawMenuItem, at: PathSegment[], parentPaths: readonly string[] | undefined): string[] {
  const written: { path: string; at: PathSegment[] }[] = item.variants
    ? item.variants.map((variant, i) => ({ path: variant.path, at: [...at, 'variants', i, 'path'] }))
    : item.path !== undefined
      ? [{ path: item.path, at: [...at, 'path'] }]
      : []
  const resolved: { path: string; at: PathSegment[] }[] = []
  for (const { path, at: where } of written) {
    if (!path.includes('{base}')) {
      checkRoute(ctx, path, where, undefined)
      resolved.push({ path, at: where })
      continue
    }
    if (!parentPaths) {
      ctx.report('menu', where, 'menu-path-not-a-route', `"${path}" uses {base}, but only a sub-item has a parent path`, 'Write the full path.')
      continue
    }
    for (const base of parentPaths) {
      const full = path.replaceAll('{base}', base === '/' ? '' : base) || '/'
      checkRoute(ctx, full, where, `"${path}" with {base} = ${base}`)
      resolved.push({ path: full, at: where })
    }
  }
  if (item.each) validateEach(ctx, item, at)
  else {
    for (const { path, at: where } of resolved.filter((p) => pathParams(p.path).length > 0)) {
      ctx.report(
        'menu',
        where,
        'invalid-each',
        `"${path}" has path parameters, so menu item "${item.id}" needs each: to fill them`,
        'Add each: { fact, title, params }, or link to a path without parameters.',
      )
    }
  }
  return resolved.map((entry) => entry.path)
}

function checkRoute(ctx: ValidationContext, path: string, at: PathSegment[], via: string | undefined): void {
  const routes = ctx.declared.routes
  if (!routes || routes.has(path)) return
  const suggestion = didYouMean(path, routes)
  ctx.report(
    'menu',
    at,
    'menu-path-not-a-route',
    `${via ?? `"${path}"`}${via ? ` gives "${path}", which` : ''} is not a route ` +
      `or alias in routes.yaml${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    'Link to a path declared in policy/routes.yaml, or declare the route there.',
  )
}
