import type { PermissionInfo } from '../../../contracts/staff.ts'
import { permissionDescriptions, permissionNames } from '../../../generated/policy-names.gen.ts'

/**
 * Every permission of policy/permissions.yaml with its description, in the
 * policy's order: the Staff page gets them with the member it shows, so the
 * words beside each box are the policy's own (the browser's boot does not
 * carry them).
 */
export const permissionCatalogue: readonly PermissionInfo[] = permissionNames.map((name) => ({ name, description: permissionDescriptions[name] }))
