import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppServices } from '../app-services.tsx'
import type { ApiDeps } from './api-deps.ts'
import { callProcedure } from './call-procedure.ts'
import type { RouterOutputs } from './trpc-client.ts'

export type User = RouterOutputs['auth']['getUser']

export function getUser(deps: ApiDeps, signal?: AbortSignal): Promise<User> {
  return callProcedure('auth.getUser', (s) => deps.trpc.auth.getUser.query(undefined, { signal: s }), signal)
}

export const userQueryOptions = (deps: ApiDeps) =>
  queryOptions({ queryKey: ['auth.getUser'], queryFn: () => getUser(deps) })

export function useUser() {
  return useQuery(userQueryOptions(useAppServices().api))
}
