// The booklists' closed lists, without zod: the Booklist route's loader imports them into the first load.
export const booklistStates = ['draft', 'submitted', 'final'] as const
export type BooklistState = (typeof booklistStates)[number]
export const requirements = ['essential', 'recommended', 'optional'] as const
export type Requirement = (typeof requirements)[number]
export const booklistItemStatuses = ['proposed', 'confirmed', 'ordered', 'available', 'withdrawn'] as const
export type BooklistItemStatus = (typeof booklistItemStatuses)[number]
/** An item's internal processing status, the buyers' working note (withheld by the policy's field rule without booklist:viewInternalStatus). */
export const internalStatuses = ['needs-review', 'price-check', 'awaiting-publisher', 'cleared'] as const
export type InternalStatus = (typeof internalStatuses)[number]
export const booklistSortable = ['code', 'title', 'department', 'status', 'items', 'cost'] as const
/** A list's required cost per student: nothing to buy, at or under the institution's threshold, over it, or in several currencies (not added up). */
export const costBands = ['zero', 'low', 'standard', 'mixed'] as const
export type CostBand = (typeof costBands)[number]
/** The cost filter of the Booklist and Courses lists: `low` is zero-or-low. */
export const costFilters = ['zero', 'low'] as const
export type CostFilter = (typeof costFilters)[number]
