import type { CompiledPolicy, CompiledRoute, Layout } from '../../src/policy/model.ts'
import { generatedHeader } from './generated-header.ts'

/**
 * The TanStack Router route tree as code-based routes. Each route sits under a
 * pathless layout route, guards itself in `beforeLoad` with the compiled policy
 * (so a denied page's lazy chunk is never requested), and loads its page lazily
 * from src/pages/<page>/page.tsx.
 */
export function emitRouteTree(policy: CompiledPolicy): string {
  const byLayout = (layout: Layout) => policy.routes.filter((route) => route.layout === layout)
  const routeVar = (route: CompiledRoute) => `route_${route.id.replace(/[^A-Za-z0-9]/g, '_')}`
  const parentVar: Record<Layout, string> = { default: 'defaultLayoutRoute', unauthenticated: 'unauthenticatedLayoutRoute', none: 'rootRoute' }
  const routes = policy.routes.map(
    (route) => `const ${routeVar(route)} = createRoute({
  getParentRoute: () => ${parentVar[route.layout]},
  path: ${JSON.stringify(route.path)},
  staticData: { policyPath: ${JSON.stringify(route.path)}${route.layoutHint ? `, layoutHint: ${JSON.stringify(route.layoutHint)}` : ''} },
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  component: lazyRouteComponent(() => import('../pages/${route.page}/page.tsx')),
})`,
  )
  const children = (layout: Layout) => byLayout(layout).map(routeVar).join(', ')
  const notFoundWrapper = policy.notFound.layout === 'unauthenticated' ? 'UnauthenticatedLayout' : policy.notFound.layout === 'default' ? 'DefaultLayout' : 'Fragment'
  return `${generatedHeader()}
import { Fragment } from 'react'
import { createRootRouteWithContext, createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { DefaultLayout } from '../app/layouts/default-layout.tsx'
import { UnauthenticatedLayout } from '../app/layouts/unauthenticated-layout.tsx'
import { RootShell } from '../app/root-shell.tsx'
import { guardRoute } from '../app/routing/guard-route.ts'
import type { RouterContext } from '../app/routing/router-context.ts'
import type { RoutePath } from './policy-names.gen.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The policy route (or alias) this route renders; its access rule guards it. */
    policyPath?: RoutePath
    /** The page fills the viewport instead of scrolling. */
    layoutHint?: 'fixed'
  }
}

const NotFoundPage = lazyRouteComponent(() => import('../pages/${policy.notFound.page}/page.tsx'))

function NotFound() {
  return (
    <${notFoundWrapper}>
      <NotFoundPage />
    </${notFoundWrapper}>
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
