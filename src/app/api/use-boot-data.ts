import { useQuery } from '@tanstack/react-query'
import { useAppServices } from '../app-services.tsx'
import { featureFlagsQueryOptions, institutionConfigQueryOptions, permissionsQueryOptions, userQueryOptions } from './boot-calls.ts'

// The boot data for components. Kept apart from boot-calls.ts so the auth store and the policy
// view (which app-services.tsx names) never import the services context back.

export const useUser = () => useQuery(userQueryOptions(useAppServices().api))
export const useInstitutionConfig = () => useQuery(institutionConfigQueryOptions(useAppServices().api))
export const usePermissions = () => useQuery(permissionsQueryOptions(useAppServices().api))
export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions(useAppServices().api))
