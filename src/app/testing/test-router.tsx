import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { useState, type FunctionComponent } from 'react'

/**
 * One screen under a real router at `path` (with its search), for component
 * tests of screens that keep their state in the URL. The route keeps the
 * search as parsed, as the app's validators do for well-formed values; the
 * test reads where the screen navigated through `router.state.location`.
 */
export function createTestRouter(path: string, Screen: FunctionComponent): AnyRouter {
  const rootRoute = createRootRoute({ component: Outlet })
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: new URL(path, 'https://app.example.edu').pathname, component: Screen })
  return createRouter({ routeTree: rootRoute.addChildren([screenRoute]), history: createMemoryHistory({ initialEntries: [path] }) })
}

export function TestRouter({ router }: { router: AnyRouter }) {
  const [stable] = useState(router)
  return <RouterProvider router={stable} />
}
