import { subject } from '@casl/ability'
import type { AppAbility } from '../../generated/ability.gen.ts'

/**
 * Whether the user may call catalogue.get, asked of the same compiled ability
 * the server asks (policy/procedures.yaml). The title page's route is open to
 * everyone signed in, so its loader and page ask first instead of drawing a
 * FORBIDDEN that would send the user to the unauthorized page.
 */
export function mayReadTitles(ability: Pick<AppAbility, 'can'>): boolean {
  return ability.can('call', subject('Procedure', { name: 'catalogue.get' as const }))
}
