// The students list's closed lists, without zod: the Students route's loader imports them into the first load.
export const studentSortColumns = ['name', 'email', 'studentNumber', 'accessExpiresAt'] as const
export type StudentSortColumn = (typeof studentSortColumns)[number]

/** A student's access, as policy/resources/student.yaml names it (the `access` filter of /students). */
export const studentAccessStates = ['active', 'expiring', 'expired', 'revoked'] as const
export type StudentAccessState = (typeof studentAccessStates)[number]

/** Access that ends within this many days is `expiring`. */
export const expiringWithinDays = 30
