import type { InstitutionConfig } from '../../generated/policy-names.gen.ts'
import { permissionNames } from '../../generated/policy-names.gen.ts'
import type { ApiDeps } from './api-deps.ts'
import { bootQueryOptions } from './boot-query.ts'
import { callProcedure } from './call-procedure.ts'
import type { RouterOutputs } from './trpc-client.ts'

export type User = RouterOutputs['auth']['getUser']
export type PermissionMap = Readonly<Record<string, boolean | undefined>>
export type FeatureFlags = Readonly<Record<string, boolean>>

// The four boot calls, one queryOptions each. start-boot.ts starts them in the order that
// scripts/policy/emit-boot-preload.ts compiles into index.html's preload.

/** Config, permissions and flags are facts that can change while the page is open (boot-query.ts). */
const fact = { rereadOnFocus: true }

export const userQueryOptions = ({ client, trpc }: ApiDeps) =>
  bootQueryOptions<User>('auth.getUser', trpc.auth.getUser.queryKey(), (signal) => client.auth.getUser.query(undefined, { signal }))

export const institutionConfigQueryOptions = ({ client, trpc }: ApiDeps) =>
  bootQueryOptions<InstitutionConfig>(
    'institutionConfig.get',
    trpc.institutionConfig.get.queryKey(),
    (signal) => client.institutionConfig.get.query(undefined, { signal }),
    fact,
  )

/** Asks for every permission the policy declares (the input is in the key); a name missing from the answer counts as false. */
export const permissionsQueryOptions = ({ client, trpc }: ApiDeps) =>
  bootQueryOptions<PermissionMap>(
    'user.hasPermissions',
    trpc.user.hasPermissions.queryKey([...permissionNames]),
    (signal) => client.user.hasPermissions.query([...permissionNames], { signal }),
    fact,
  )

/**
 * Flags come from product analytics when it is on for this host, else from
 * the server. While this query is pending the flags are unknown (pending),
 * never "off": nothing that depends on them is decided before it settles.
 */
export const featureFlagsQueryOptions = (deps: ApiDeps) =>
  bootQueryOptions<FeatureFlags>(
    'featureFlags.get',
    deps.trpc.featureFlags.get.queryKey(),
    (signal) => {
      // The server is always asked, so featureFlags.get stays in the one boot batch that index.html
      // preloads (the build cannot know whether analytics will be configured at run time).
      const server = deps.client.featureFlags.get.query(undefined, { signal })
      const { flagSource } = deps
      if (!flagSource) return server
      // Settled here so a server failure is not unhandled while analytics answers.
      server.catch(() => undefined)
      // Analytics that cannot load its flags (blocked, offline) must not lock anyone out: use the server's.
      return callProcedure('featureFlags (analytics)', () => flagSource()).catch(() => server)
    },
    fact,
  )

/** The facts the policy is evaluated from, read again on focus and after a refusal (the user is not: it is who, not what). */
export const factsQueryOptions = (deps: ApiDeps) =>
  [institutionConfigQueryOptions(deps), permissionsQueryOptions(deps), featureFlagsQueryOptions(deps)] as const
