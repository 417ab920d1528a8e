import { useMemo } from 'react'
import type { FieldRules } from '../../components/ui/field-rules.ts'
import { policy } from '../../generated/policy.gen.ts'
import { withheldFields } from '../../policy/field-access.ts'
import { useAppAbility } from './policy-ability.tsx'

/**
 * The policy's field rules for the signed-in person on a record type, asked of
 * their ability as the server asks it (withheldFields): on the type, what no
 * record of it shows them (a table's columns, an export's); on one record,
 * what that record withholds (a form's inputs). Handed to the kit.
 */
export function useFieldRules(type: string, action = 'read', record?: object): FieldRules {
  const ability = useAppAbility()
  return useMemo(() => ({ withheld: withheldFields(policy, ability, action, type, record) }), [ability, action, type, record])
}
