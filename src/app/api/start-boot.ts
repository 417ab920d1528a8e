import type { QueryClient } from '@tanstack/react-query'
import type { ApiDeps } from './api-deps.ts'
import { featureFlagsQueryOptions } from './get-feature-flags.ts'
import { institutionConfigQueryOptions } from './get-institution-config.ts'
import { permissionsQueryOptions } from './get-permissions.ts'
import { userQueryOptions } from './get-user.ts'

/**
 * Starts the boot calls in one synchronous run: httpBatchLink dispatches on
 * the next macrotask, so auth.getUser, institutionConfig.get,
 * user.hasPermissions and featureFlags.get leave in ONE HTTP request.
 * (With analytics on, its flags win, but featureFlags.get is still in the batch.)
 *
 * The queryFns never read React Query's abort signal: a query whose signal was
 * read is cancelled when its last observer unmounts, and StrictMode's double
 * mount would then send the boot calls a second time.
 */
export function startBoot(queryClient: QueryClient, deps: ApiDeps): void {
  void queryClient.prefetchQuery(userQueryOptions(deps))
  void queryClient.prefetchQuery(institutionConfigQueryOptions(deps))
  void queryClient.prefetchQuery(permissionsQueryOptions(deps))
  void queryClient.prefetchQuery(featureFlagsQueryOptions(deps))
}
