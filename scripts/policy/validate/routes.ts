import type { PathSegment } from '../diagnostic.ts'
import type { PolicyDocuments } from '../documents.ts'
import type { ValidationContext } from './context.ts'
import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import { requireName } from './names.ts'
import { pathParams, pathPattern, routeIdentifier } from './route-paths.ts'

type RawRoute = PolicyDocuments['routes']['routes'][number]

/** Routes: unique paths and names, declared parameters, and an access rule that names only declared things. */
export function validateRoutes(ctx: ValidationContext): void {
  const routes = ctx.docs.routes?.value.routes
  if (!routes) return
  const patterns = new Map<string, string>()
  const identifiers = new Map<string, string>()
  routes.forEach((route, i) => {
    for (const [j, path] of [route.path, ...(route.aliases ?? [])].entries()) {
      const at: PathSegment[] = j === 0 ? ['routes', i, 'path'] : ['routes', i, 'aliases', j - 1]
      const earlier = patterns.get(pathPattern(path))
      const clash = identifiers.get(routeIdentifier(path))
      if (earlier !== undefined) {
        const same = earlier === path ? `"${path}" is already a route or alias` : `"${path}" matches the same URLs as "${earlier}"`
        ctx.report('routes', at, 'duplicate-path', same, 'Each path may be declared once; remove or rename one of them.')
      } else if (clash !== undefined) {
        ctx.report(
          'routes',
          at,
          'duplicate-name',
          `"${path}" and "${clash}" would get the same generated name "${routeIdentifier(path)}"`,
          'Rename one of the paths.',
        )
      }
      patterns.set(pathPattern(path), earlier ?? path)
      identifiers.set(routeIdentifier(path), clash ?? path)
      validateParams(ctx, route, i, path, at)
    }
    validateAccess(ctx, route, ['routes', i, 'access'])
  })
}

/** `$x` in a path needs `x` under params, and every declared param must appear in the path and each alias. */
function validateParams(ctx: ValidationContext, route: RawRoute, index: number, path: string, at: PathSegment[]): void {
  const declared = Object.keys(route.params ?? {})
  const used = pathParams(path)
  for (const name of used.filter((param) => !declared.includes(param))) {
    ctx.report(
      'routes',
      at,
      'route-params-mismatch',
      `"$${name}" in "${path}" is not declared under params`,
      `Add it: params: { ${name}: <what it identifies> }.`,
    )
  }
  for (const name of declared.filter((param) => !used.includes(param))) {
    const where: PathSegment[] = path === route.path ? ['routes', index, 'params', name] : at
    ctx.report(
      'routes',
      where,
      'route-params-mismatch',
      `param "${name}" does not appear in "${path}"`,
      `Write it in the path as $${name}, or remove it from params.`,
    )
  }
}

function validateAccess(ctx: ValidationContext, route: RawRoute, at: PathSegment[]): void {
  const access = route.access
  if (access === 'signed-in') return
  if (access === 'public') {
    const fallback = ctx.docs.constants?.value.constants.fallbackRoute
    // An unknown fallback is reported in constants.yaml; judging public routes against it would only add noise.
    if (fallback === undefined || !ctx.declared.routes?.has(fallback)) return
    if (route.path === fallback || route.aliases?.includes(fallback)) return
    ctx.report(
      'routes',
      at,
      'public-not-allowed',
      `"${route.path}" cannot be public: only notFound and the fallback route (${fallback}) are`,
      'Use `access: signed-in`, or a rule { permission, flag, check }.',
    )
    return
  }
  if (access.permission === undefined && access.flag === undefined && access.check === undefined) {
    ctx.report(
      'routes',
      at,
      'missing-field',
      'the access rule names no permission, flag or check',
      'Say who may open it: `access: signed-in`, or a rule with at least one of permission, flag and check.',
    )
    return
  }
  const permissions = access.permission === undefined ? [] : Array.isArray(access.permission) ? access.permission : [access.permission]
  permissions.forEach((name, j) =>
    requireName(ctx, 'permission', 'routes', Array.isArray(access.permission) ? [...at, 'permission', j] : [...at, 'permission'], name),
  )
  if (typeof access.flag === 'string') requireName(ctx, 'flag', 'routes', [...at, 'flag'], access.flag)
  else if (access.flag !== undefined) {
    requireName(ctx, 'flag', 'routes', [...at, 'flag', 'name'], access.flag.name)
    validateRedirect(ctx, access.flag.redirect, [...at, 'flag', 'redirect'])
  }
  if (access.check !== undefined) requireName(ctx, 'check', 'routes', [...at, 'check'], access.check)
}

function validateRedirect(ctx: ValidationContext, redirect: string, at: PathSegment[]): void {
  const routes = ctx.declared.routes
  if (!routes) return
  if (routes.has(redirect) && pathParams(redirect).length === 0) return
  const suggestion = routes.has(redirect) ? undefined : didYouMean(redirect, routes)
  const why = routes.has(redirect)
    ? 'has path parameters, so it names no single page'
    : `is not a route or alias in routes.yaml${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`
  ctx.report('routes', at, 'redirect-not-a-route', `redirect "${redirect}" ${why}`, 'Redirect to a route without parameters, for example /.')
}
