import type { QueryClient } from '@tanstack/react-query'
import type { ApiDeps } from './api-deps.ts'
import { factsQueryOptions, featureFlagsQueryOptions, institutionConfigQueryOptions, permissionsQueryOptions, userQueryOptions } from './boot-calls.ts'

/**
 * Starts the boot calls in one synchronous run: httpBatchLink dispatches on
 * the next macrotask, so auth.getUser, institutionConfig.get,
 * user.hasPermissions and featureFlags.get leave in ONE HTTP request.
 * (With analytics on, its flags win, but featureFlags.get is still in the batch.)
 */
export function startBoot(queryClient: QueryClient, deps: ApiDeps): void {
  void queryClient.prefetchQuery(userQueryOptions(deps))
  void queryClient.prefetchQuery(institutionConfigQueryOptions(deps))
  void queryClient.prefetchQuery(permissionsQueryOptions(deps))
  void queryClient.prefetchQuery(featureFlagsQueryOptions(deps))
}

/**
 * Reads the facts again after a refusal (a 403 may mean the person's access
 * changed). In one synchronous run, so the three leave in one batch; a read
 * already under way is joined, not restarted (cancelRefetch off), so many
 * refusals at once cause one re-read.
 */
export function rereadFacts(queryClient: QueryClient, deps: ApiDeps): void {
  for (const options of factsQueryOptions(deps)) void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true }, { cancelRefetch: false })
}
