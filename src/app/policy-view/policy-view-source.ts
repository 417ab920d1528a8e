import type { QueryClient } from '@tanstack/react-query'
import type { InstitutionConfig } from '../../generated/policy-names.gen.ts'
import { policy } from '../../generated/policy.gen.ts'
import { evaluatePolicy, type PolicyView } from '../../policy/index.ts'
import type { ApiDeps } from '../api/api-deps.ts'
import {
  featureFlagsQueryOptions,
  institutionConfigQueryOptions,
  permissionsQueryOptions,
  type FeatureFlags,
  type PermissionMap,
  type User,
  userQueryOptions,
} from '../api/boot-calls.ts'
import { waitForData } from './wait-for-query.ts'

export interface PolicyViewSource {
  /**
   * For route guards: waits until config, permissions and flags have all
   * loaded (pending flags are pending, never off), then evaluates the policy.
   * While one of them has failed, the root shell shows the error with Retry.
   */
  load(): Promise<PolicyView>
  /**
   * For components: the view for loaded data, the same object while the data is unchanged.
   * With the user, record rules that name them (`requesterId = user.id`) can pass; without, they deny.
   */
  evaluate(config: InstitutionConfig, permissions: PermissionMap, flags: FeatureFlags, user?: User): PolicyView
  /** The view for the data in the cache now (as usePolicyView gives it), or undefined while a fact has not loaded. */
  current(): PolicyView | undefined
}

export function createPolicyViewSource(queryClient: QueryClient, api: ApiDeps): PolicyViewSource {
  let last: { config: unknown; permissions: unknown; flags: unknown; user: unknown; view: PolicyView } | undefined
  const evaluate: PolicyViewSource['evaluate'] = (config, permissions, flags, user) => {
    if (last && last.config === config && last.permissions === permissions && last.flags === flags && last.user === user) return last.view
    const facts = {
      institution: config as unknown as Record<string, unknown>,
      permissions,
      flags,
      ...(user ? { user: { id: user.id, institutionId: user.institutionId } } : {}),
    }
    const view = evaluatePolicy(policy, facts)
    last = { config, permissions, flags, user, view }
    return view
  }
  return {
    evaluate,
    current() {
      const config = queryClient.getQueryData(institutionConfigQueryOptions(api).queryKey)
      const permissions = queryClient.getQueryData(permissionsQueryOptions(api).queryKey)
      const flags = queryClient.getQueryData(featureFlagsQueryOptions(api).queryKey)
      if (config === undefined || permissions === undefined || flags === undefined) return undefined
      return evaluate(config, permissions, flags, queryClient.getQueryData(userQueryOptions(api).queryKey))
    },
    async load() {
      const [config, permissions, flags, user] = await Promise.all([
        waitForData(queryClient, institutionConfigQueryOptions(api)),
        waitForData(queryClient, permissionsQueryOptions(api)),
        waitForData(queryClient, featureFlagsQueryOptions(api)),
        waitForData(queryClient, userQueryOptions(api)),
      ])
      return evaluate(config, permissions, flags, user)
    },
  }
}
