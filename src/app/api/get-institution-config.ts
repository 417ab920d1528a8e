import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InstitutionConfig } from '../../generated/policy-names.gen.ts'
import { useAppServices } from '../app-services.tsx'
import type { ApiDeps } from './api-deps.ts'
import { callProcedure } from './call-procedure.ts'

export function getInstitutionConfig(deps: ApiDeps, signal?: AbortSignal): Promise<InstitutionConfig> {
  return callProcedure('institutionConfig.get', (s) => deps.trpc.institutionConfig.get.query(undefined, { signal: s }), signal)
}

export const institutionConfigQueryOptions = (deps: ApiDeps) =>
  queryOptions({ queryKey: ['institutionConfig.get'], queryFn: () => getInstitutionConfig(deps) })

export function useInstitutionConfig() {
  return useQuery(institutionConfigQueryOptions(useAppServices().api))
}
