import type { PolicyWithSources, CompiledRoute, Layout, SearchParam } from '../../src/policy/model.ts'
import { generatedHeader } from './generated-header.ts'

/**
 * The TanStack Router route tree as code-based routes. Each route sits under a
 * pathless layout route, guards itself in `beforeLoad` with the compiled policy
 * (so a denied page's lazy chunk is never requested), and loads its page lazily
 * from src/pages/<page>/page.tsx.
 */
export function emitRouteTree(policy: PolicyWithSources): string {
  const byLayout = (layout: Layout) => policy.routes.filter((route) => route.layout === layout)
  const routeVar = (route: CompiledRoute) => `route_${route.id.replace(/[^A-Za-z0-9]/g, '_')}`
  const parentVar: Record<Layout, string> = { default: 'defaultLayoutRoute', unauthenticated: 'unauthenticatedLayoutRoute', none: 'rootRoute' }
  const pageRouteVar = (page: string) => `${page.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}PageRoute`
  const pageRoutes = [...new Set(policy.routes.filter((route) => route.pageRoute).map((route) => route.page))].sort()
  // Order matters: beforeLoad (the guard) runs before the page route's loader; the page route's own
  // validateSearch, when it has one, replaces the one routes.yaml declares, so it is spread last.
  // The validator is a constant of its own: built inside createRoute's options, its generic call is
  // inferred too late and the route's search type falls back to undefined.
  const layoutHint = (route: CompiledRoute) => (route.layoutHint ? `, layoutHint: ${JSON.stringify(route.layoutHint)}` : '')
  const validateSearch = (route: CompiledRoute) => (route.search ? `\n  validateSearch: ${routeVar(route)}_search,${stripDefaults(route.search)}` : '')
  const pageImport = (route: CompiledRoute) =>
    route.pageRoute
      ? `pageChunk(() => import('../pages/${route.page}/page.tsx'), ${pageRouteVar(route.page)})`
      : `() => import('../pages/${route.page}/page.tsx')`
  const pageRouteSpread = (route: CompiledRoute) => (route.pageRoute ? `\n  ...${pageRouteVar(route.page)},` : '')
  const routes = policy.routes.map(
    (route) => `${route.search ? `const ${routeVar(route)}_search = ${searchValidator(route.search)}\n` : ''}const ${routeVar(route)} = createRoute({
  getParentRoute: () => ${parentVar[route.layout]},
  path: ${JSON.stringify(route.path)},
  staticData: { policyPath: ${JSON.stringify(route.path)}${layoutHint(route)} },${validateSearch(route)}
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(${pageImport(route)}),${pageRouteSpread(route)}
})`,
  )
  const pageRouteImports = pageRoutes.map((page) => `import { route as ${pageRouteVar(page)} } from '../pages/${page}/route.ts'\n`).join('')
  const children = (layout: Layout) => byLayout(layout).map(routeVar).join(', ')
  const notFoundWrapper =
    policy.notFound.layout === 'unauthenticated' ? 'UnauthenticatedLayout' : policy.notFound.layout === 'default' ? 'DefaultLayout' : 'Fragment'
  return `${generatedHeader()}
import { Fragment, Suspense, lazy } from 'react'
import { createRootRouteWithContext, createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { DefaultLayout } from '../app/layouts/default-layout.tsx'
import { UnauthenticatedLayout } from '../app/layouts/unauthenticated-layout.tsx'
import { RootShell } from '../app/root-shell.tsx'
import { LoadingScreen } from '../app/ui/loading-screen.tsx'
import { guardRoute } from '../app/routing/guard-route.ts'
import { NotFoundGate } from '../app/routing/not-found-gate.tsx'
import { pageChunk } from '../app/routing/page-chunk.ts'
import type { RouterContext } from '../app/routing/router-context.ts'
import { searchParams } from '../app/routing/search-params.ts'
import type { RoutePath } from './policy-names.gen.ts'
// A page's route.ts (loader, pending component) is small and imported statically; its page.tsx stays
// lazy, fetched once the loader's data request has left (pageChunk; \`chunkAfter\`: what the loader waits for first).
${pageRouteImports}
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The policy route (or alias) this route renders; its access rule guards it. */
    policyPath?: RoutePath
    /** The page fills the viewport instead of scrolling. */
    layoutHint?: 'fixed'
  }
}

// React.lazy, not lazyRouteComponent: the router preloads route components before they render, but
// nothing preloads the not-found page, and lazyRouteComponent suspending on its own trips React 19's
// conditional-use() warning.
const NotFoundPage = lazy(() => import('../pages/${policy.notFound.page}/page.tsx'))

// A path that matches no route has no beforeLoad guard, so the gate applies the auth states here; the
// page renders outside any route's pending state, so its lazy chunk gets a Suspense boundary of its own.
function NotFound() {
  return (
    <NotFoundGate>
      <${notFoundWrapper}>
        <Suspense fallback={<LoadingScreen />}>
          <NotFoundPage />
        </Suspense>
      </${notFoundWrapper}>
    </NotFoundGate>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  notFoundComponent: NotFound,
})

const defaultLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'default-layout', component: DefaultLayout })
const unauthenticatedLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'unauthenticated-layout', component: UnauthenticatedLayout })

${routes.join('\n\n')}

export const routeTree = rootRoute.addChildren([
  defaultLayoutRoute.addChildren([${children('default')}]),
  unauthenticatedLayoutRoute.addChildren([${children('unauthenticated')}]),${byLayout('none').length ? `\n  ${children('none')},` : ''}
])
`
}

/** `searchParams({ q: { type: 'string' }, page: { type: 'number', default: 1 } })`: see src/app/routing/search-params.ts. */
function searchValidator(search: readonly SearchParam[]): string {
  const specs = search.map(
    (param) => `${param.name}: { type: '${param.type}'${param.default === undefined ? '' : `, default: ${JSON.stringify(param.default)}`} }`,
  )
  return `searchParams({ ${specs.join(', ')} })`
}

/** A parameter at its default stays out of the URL (`/search`, not `/search?page=1`), so links stay short and equal. */
function stripDefaults(search: readonly SearchParam[]): string {
  const defaults = search.filter((param) => param.default !== undefined).map((param) => `${param.name}: ${JSON.stringify(param.default)}`)
  return defaults.length === 0 ? '' : `\n  search: { middlewares: [stripSearchParams({ ${defaults.join(', ')} })] },`
}
