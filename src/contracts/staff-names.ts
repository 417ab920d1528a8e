// The staff list's closed lists, without zod: the Staff route's loader imports them into the first load.
export const staffSortColumns = ['email', 'name'] as const
export type StaffSortColumn = (typeof staffSortColumns)[number]
