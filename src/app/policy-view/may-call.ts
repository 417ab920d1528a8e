import { subject } from '@casl/ability'
import type { AppAbility } from '../../generated/ability.gen.ts'
import type { ProcedureName } from '../../generated/policy-names.gen.ts'

/**
 * Whether the user may call a procedure, asked of the compiled ability the
 * server asks (policy/procedures.yaml). A screen asks before a query it may
 * not make: a FORBIDDEN query would send the user to the unauthorized page.
 */
export function mayCall(ability: Pick<AppAbility, 'can'>, name: ProcedureName): boolean {
  return ability.can('call', subject('Procedure', { name }))
}
