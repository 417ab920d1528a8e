import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppServices } from '../app-services.tsx'
import type { ApiDeps } from './api-deps.ts'
import { callProcedure } from './call-procedure.ts'

export type FeatureFlags = Readonly<Record<string, boolean>>

/**
 * Flags come from product analytics when it is on for this host, else from
 * the server. While this query is pending the flags are unknown (pending),
 * never "off": nothing that depends on them is decided before it settles.
 */
export function getFeatureFlags(deps: ApiDeps, signal?: AbortSignal): Promise<FeatureFlags> {
  // The server is always asked, so featureFlags.get stays in the one boot batch that index.html
  // preloads (the build cannot know whether analytics will be configured at run time).
  const server = fromServer(deps, signal)
  const { flagSource } = deps
  if (!flagSource) return server
  // Settled here so a server failure is not unhandled while analytics answers.
  server.catch(() => undefined)
  // Analytics that cannot load its flags (blocked, offline) must not lock anyone out: use the server's.
  return callProcedure('featureFlags (analytics)', () => flagSource(), signal).catch(() => server)
}

function fromServer(deps: ApiDeps, signal?: AbortSignal): Promise<FeatureFlags> {
  return callProcedure('featureFlags.get', (s) => deps.trpc.featureFlags.get.query(undefined, { signal: s }), signal)
}

export const featureFlagsQueryOptions = (deps: ApiDeps) =>
  queryOptions({ queryKey: ['featureFlags.get'], queryFn: () => getFeatureFlags(deps) })

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions(useAppServices().api))
}
