import type { QueryClient } from '@tanstack/react-query'
import type { PolicyView } from '../../policy/index.ts'
import type { TrpcOptions } from '../api/trpc-options.ts'
import type { AuthStore } from '../auth/auth-store.ts'

/** What every route guard and loader receives (createRouter({ context })). */
export interface RouterContext {
  readonly auth: AuthStore
  /** The compiled policy for the signed-in user; waits for config, permissions and flags. */
  readonly policyView: () => Promise<PolicyView>
  /**
   * For page-owned loaders: `queryClient.ensureQueryData(trpc.x.y.queryOptions(input))` with the
   * same options the page renders from, so a navigation's data request starts with its chunk.
   */
  readonly queryClient: QueryClient
  readonly trpc: TrpcOptions
}

/** What the guard needs of it. */
export type GuardContext = Pick<RouterContext, 'auth' | 'policyView'>
