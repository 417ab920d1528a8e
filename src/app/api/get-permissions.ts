import { queryOptions, useQuery } from '@tanstack/react-query'
import { permissionNames } from '../../generated/policy-names.gen.ts'
import { useAppServices } from '../app-services.tsx'
import type { ApiDeps } from './api-deps.ts'
import { callProcedure } from './call-procedure.ts'

export type PermissionMap = Readonly<Record<string, boolean | undefined>>

/** Asks for every permission the policy declares; a name missing from the answer counts as false. */
export function getPermissions(deps: ApiDeps, signal?: AbortSignal): Promise<PermissionMap> {
  return callProcedure('user.hasPermissions', (s) => deps.trpc.user.hasPermissions.query([...permissionNames], { signal: s }), signal)
}

export const permissionsQueryOptions = (deps: ApiDeps) =>
  queryOptions({ queryKey: ['user.hasPermissions'], queryFn: () => getPermissions(deps) })

export function usePermissions() {
  return useQuery(permissionsQueryOptions(useAppServices().api))
}
