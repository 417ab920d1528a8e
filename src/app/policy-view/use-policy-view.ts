import type { PolicyView } from '../../policy/index.ts'
import { useAppServices } from '../app-services.tsx'
import { useFeatureFlags, useInstitutionConfig, usePermissions, useUser } from '../api/use-boot-data.ts'

/** The policy evaluated for the signed-in user, or undefined while any of its inputs is pending or failed. */
export function usePolicyView(): PolicyView | undefined {
  const { policyViews } = useAppServices()
  const config = useInstitutionConfig().data
  const permissions = usePermissions().data
  const flags = useFeatureFlags().data
  // Record rules name the user; the user loads first (auth), so it is here whenever the rest is.
  const user = useUser().data
  if (config === undefined || permissions === undefined || flags === undefined) return undefined
  return policyViews.evaluate(config, permissions, flags, user)
}
