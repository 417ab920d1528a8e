import type { DataCallKind } from '../api/query-client.ts'
import { httpStatusOf } from '../api/rpc-error.ts'
import { loginUrl } from '../auth/auth-urls.ts'
import { deniedHref } from './guard-route.ts'

export interface DataErrorHandlerOptions {
  readonly authHost: string
  readonly currentUrl: () => string
  readonly assign: (url: string) => void
  /** The path of the page on screen, and a replacing navigation (the router's). */
  readonly currentPath: () => string
  readonly replace: (href: string) => void
  /** Any refusal (403, query or mutation) may mean the person's access changed: the facts are read again. */
  readonly reread: () => void
}

/**
 * What the app does about a failed data call, whatever screen made it (the
 * boot calls have their own flow in auth-store.ts): a 401 leaves for the
 * sign-in service once; a page whose data is forbidden becomes the
 * unauthorized page, saying from where. A refused change (403 on a mutation),
 * a conflict or any other failure stays on the screen that made it: its error
 * state or toast says so, and the user's input is kept. Any refusal also
 * reads the person's facts again (their access may have changed).
 */
export function createDataErrorHandler(options: DataErrorHandlerOptions) {
  let leaving = false
  return (error: unknown, kind: DataCallKind): void => {
    // The statuses alone decide (describe-error.ts words them, with the screens that show them).
    const status = httpStatusOf(error)
    if (status === 401 && !leaving) {
      leaving = true
      options.assign(loginUrl(options.authHost, options.currentUrl()))
    } else if (status === 403) {
      options.reread()
      if (kind === 'query') options.replace(deniedHref(options.currentPath()))
    }
  }
}
