import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../../generated/route-tree.gen.tsx'
import { LoadingScreen } from '../ui/loading-screen.tsx'
import { RouteError } from '../ui/route-error.tsx'
import type { RouterContext } from './router-context.ts'
import { stringifySearch } from './search-serialization.ts'

/** The app's router over the generated route tree; every guard receives `context`. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Page chunks load when a link is hovered or focused, before it is followed.
    defaultPreload: 'intent',
    // The spinner shows at once while a guard waits (authenticating, boot calls), and no longer than needed.
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    stringifySearch,
  })
}

/** The router instance type (not the server's tRPC AppRouter). */
export type ShellRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ShellRouter
  }
}
