import type { PermissionInfo } from '../../contracts/staff.ts'

/**
 * The permissions of policy/permissions.yaml grouped by what they are about,
 * the part of each name before its colon, in the policy's order. The names
 * and their descriptions come from the server (the compiled policy); only
 * the groups' headings are words of this page. A prefix without a heading
 * here is shown under its own name, so a new permission is never hidden.
 */
const groupHeadings: Readonly<Record<string, string>> = {
  booklist: 'Booklists',
  catalogue: 'Catalogue',
  cart: 'Purchasing',
  adoptions: 'Adoptions',
  dashboards: 'Analytics dashboards',
  permissions: 'Staff',
  counterReport: 'Reports',
  terms: 'Terms and deadlines',
}

export interface PermissionGroup {
  readonly heading: string
  readonly permissions: readonly PermissionInfo[]
}

export function groupPermissions(permissions: readonly PermissionInfo[]): PermissionGroup[] {
  const groups = new Map<string, PermissionInfo[]>()
  for (const permission of permissions) {
    const prefix = permission.name.split(':')[0] ?? permission.name
    const heading = groupHeadings[prefix] ?? prefix
    groups.set(heading, [...(groups.get(heading) ?? []), permission])
  }
  return [...groups].map(([heading, members]) => ({ heading, permissions: members }))
}
