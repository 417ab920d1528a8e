import { createMongoAbility } from '@casl/ability'
import { AbilityProvider, Can, useAbility, type CanProps } from '@casl/react'
import type { ReactNode } from 'react'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { usePolicyView } from './use-policy-view.ts'

// Until the policy is evaluated nobody can do anything.
const nothingAllowed = createMongoAbility([]) as unknown as AppAbility

/** Provides the CASL ability built from the compiled policy to <Can> and useAbility(). */
export function PolicyAbilityProvider({ children }: { children: ReactNode }) {
  const view = usePolicyView()
  // buildAbility returns the untyped MongoAbility; ability.gen.ts narrows it to the policy's own names.
  const ability = (view?.ability as unknown as AppAbility | undefined) ?? nothingAllowed
  return <AbilityProvider value={ability}>{children}</AbilityProvider>
}

/** useAbility() typed with the policy's actions and subjects. */
export const useAppAbility = (): AppAbility => useAbility<AppAbility>()

/** <Can> typed with the policy's actions and subjects: <AppCan I="bulkUpload" a="booklist">. */
export const AppCan = Can as (props: CanProps<AppAbility>) => ReactNode
